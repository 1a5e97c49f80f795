import type { Kysely } from 'kysely';
import type { NotificationPreferences, UpdateNotificationPreferencesRequest } from '@commentflow/shared';
import type { Database, Flag, NotificationPreferencesTable } from '../../db/schema.ts';

const ALL_ON = { comment: true, reply: true, mention: true, assignment: true };
const DEFAULTS: NotificationPreferences = { ...ALL_ON, email: ALL_ON, emailFrequency: 'immediate', emailLanguage: 'en' };

export function presentPreferences(row: NotificationPreferencesTable | undefined): NotificationPreferences {
  if (!row) return DEFAULTS;
  return {
    comment: row.comment === 1,
    reply: row.reply === 1,
    mention: row.mention === 1,
    assignment: row.assignment === 1,
    email: {
      comment: row.email_comment === 1,
      reply: row.email_reply === 1,
      mention: row.email_mention === 1,
      assignment: row.email_assignment === 1,
    },
    emailFrequency: row.email_frequency,
    emailLanguage: row.email_language,
  };
}

export async function readNotificationPreferences(db: Kysely<Database>, userId: string): Promise<NotificationPreferences> {
  return presentPreferences(await db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst());
}

/** Changes the given kinds and settings and keeps the others. */
export async function updateNotificationPreferences(
  db: Kysely<Database>,
  userId: string,
  patch: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  return db.transaction().execute(async (trx) => {
    const current = await readNotificationPreferences(trx, userId);
    const next: NotificationPreferences = { ...current, ...patch, email: { ...current.email, ...patch.email } };
    const columns = {
      comment: flag(next.comment),
      reply: flag(next.reply),
      mention: flag(next.mention),
      assignment: flag(next.assignment),
      email_comment: flag(next.email.comment),
      email_reply: flag(next.email.reply),
      email_mention: flag(next.email.mention),
      email_assignment: flag(next.email.assignment),
      email_frequency: next.emailFrequency,
      email_language: next.emailLanguage,
      updated_at: new Date().toISOString(),
    };
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...columns })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
      .execute();
    return next;
  });
}

const flag = (on: boolean): Flag => (on ? 1 : 0);
