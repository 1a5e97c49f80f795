import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** Marks one of the user's notifications read; anyone else's answers 404, as if it did not exist. */
export async function markNotificationRead(db: Kysely<Database>, userId: string, notificationId: string): Promise<NotificationRow> {
  const row = await db.selectFrom('notifications').selectAll().where('id', '=', notificationId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Notification');
  if (row.read_at !== null) return row;
  const readAt = new Date().toISOString();
  await db.updateTable('notifications').set({ read_at: readAt }).where('id', '=', row.id).execute();
  return { ...row, read_at: readAt };
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
