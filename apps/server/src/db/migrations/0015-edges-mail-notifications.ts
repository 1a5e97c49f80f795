import { sql, type Kysely } from 'kysely';

// E-mail notifications (docs/product/limits.md). Per user: which kinds are mailed, immediately or in an hourly or
// daily digest, in which language. Each notification row says where its e-mail stands; guests, who
// have no account, get their own queue of mails (a reply to their comment, its resolution) and can
// opt out by address.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  let preferences = db.schema.alterTable('notification_preferences');
  for (const column of ['email_comment', 'email_reply', 'email_mention', 'email_assignment']) {
    await preferences.addColumn(column, 'integer', (c) => c.notNull().defaultTo(1)).execute();
    preferences = db.schema.alterTable('notification_preferences');
  }
  await preferences.addColumn('email_frequency', 'text', (c) => c.notNull().defaultTo('immediate')).execute();
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('email_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('notification_preferences').addColumn('last_digest_at', ts).execute();

  // pending (to be looked at) -> queued (a mail job) / digest (waits for the digest) -> sent / skipped.
  await db.schema.alterTable('notifications').addColumn('mail_state', 'text').execute();
  await db.schema.createIndex('notifications_mail_state').on('notifications').columns(['mail_state', 'created_at']).execute();

  await db.schema.alterTable('comments').addColumn('guest_language', 'text').execute();

  await db.schema
    .createTable('guest_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reply_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guest_mails_state').on('guest_mails').columns(['state', 'created_at']).execute();

  // Reply by e-mail: the secret of each reply address (reply+<token>@REPLY_DOMAIN), kept hashed, with
  // the thread it answers and who may answer through it.
  await db.schema
    .createTable('mail_reply_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_email', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_optouts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}
