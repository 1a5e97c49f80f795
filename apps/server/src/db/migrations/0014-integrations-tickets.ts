import { sql, type Kysely } from 'kysely';

// Integrations (issue #19): a workspace's connections to trackers and notifiers, the tickets made
// from its threads, and the inbound webhook deliveries already handled (a replayed one is ignored).
// Credentials and webhook secrets are stored encrypted (integrations/credential-box.ts).

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('integrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text')
    .addColumn('last_success_at', ts)
    .addColumn('last_error_at', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('integrations_workspace').on('integrations').columns(['workspace_id', 'created_at']).execute();

  await db.schema
    .createTable('ticket_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    // A disconnected integration leaves its links readable (key and URL) but no longer synced.
    .addColumn('integration_id', 'text', (c) => c.references('integrations.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_status', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_links_comment').on('ticket_links').column('comment_id').execute();
  await db.schema.createIndex('ticket_links_external').on('ticket_links').columns(['integration_id', 'external_id']).unique().execute();

  await db.schema
    .createTable('integration_deliveries')
    .addColumn('integration_id', 'text', (c) => c.notNull().references('integrations.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('received_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('integration_deliveries_pk', ['integration_id', 'delivery_id'])
    .execute();
}
