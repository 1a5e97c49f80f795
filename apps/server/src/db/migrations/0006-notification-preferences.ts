import { sql, type Kysely } from 'kysely';

// Per-user notification preferences (issue #5). One row per user once they change anything; a user
// without a row gets every kind, so existing accounts need no backfill.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('comment', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reply', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mention', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('assignment', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  // The dropdown asks for "my unread" on every page.
  await db.schema.createIndex('notifications_user_unread').on('notifications').columns(['user_id', 'read_at']).execute();
}
