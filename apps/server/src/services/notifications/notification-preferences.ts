import type { Kysely } from 'kysely';
import type { NotificationPreferences, UpdateNotificationPreferencesRequest } from '@commentflow/shared';
import type { Database, Flag } from '../../db/schema.ts';

const ALL_ON: NotificationPreferences = { comment: true, reply: true, mention: true, assignment: true };

export async function readNotificationPreferences(db: Kysely<Database>, userId: string): Promise<NotificationPreferences> {
  const row = await db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return ALL_ON;
  return { comment: row.comment === 1, reply: row.reply === 1, mention: row.mention === 1, assignment: row.assignment === 1 };
}

/** Changes the given kinds and keeps the others. */
export async function updateNotificationPreferences(
  db: Kysely<Database>,
  userId: string,
  patch: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  return db.transaction().execute(async (trx) => {
    const next = { ...(await readNotificationPreferences(trx, userId)), ...patch };
    const flags = {
      comment: flag(next.comment),
      reply: flag(next.reply),
      mention: flag(next.mention),
      assignment: flag(next.assignment),
      updated_at: new Date().toISOString(),
    };
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...flags })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(flags))
      .execute();
    return next;
  });
}

const flag = (on: boolean): Flag => (on ? 1 : 0);
