import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { visibleNotifications } from './list-notifications.ts';

/**
 * Marks one of the user's notifications read; anyone else's, or one they may no longer see (see
 * visibleNotifications), answers 404 as if it did not exist.
 */
export async function markNotificationRead(db: Kysely<Database>, userId: string, notificationId: string): Promise<NotificationRow> {
  const row = await visibleNotifications(db, userId).selectAll('n').where('n.id', '=', notificationId).executeTakeFirst();
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
