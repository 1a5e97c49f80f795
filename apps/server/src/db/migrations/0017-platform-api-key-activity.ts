import { sql, type Kysely } from 'kysely';

// What API keys changed (issue 18: calls made with a key are attributed to it in the activity and
// the audit log). One row per change a key made: to a comment (the thread's history names the key), a
// project or a webhook endpoint; the owners' audit log in /client/api lists them all. A deleted comment
// or endpoint keeps its rows (no foreign keys to them), so the log still says the key deleted it.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('api_key_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('thread_id', 'text')
    .addColumn('comment_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_activity_workspace').on('api_key_activity').columns(['workspace_id', 'created_at']).execute();
  await db.schema.createIndex('api_key_activity_thread').on('api_key_activity').columns(['thread_id', 'created_at']).execute();
}
