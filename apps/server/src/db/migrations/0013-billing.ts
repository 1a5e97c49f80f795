import { sql, type Kysely } from 'kysely';

// Plans, billing and data retention (issue #17): the payment provider's subscriptions, invoices and
// events as received, the members' acknowledgments of retention warnings, and the instance
// administrators' audit log. Two workspace columns: when a paid workspace fell back to free (the start
// of its 30 days, like a trial's end), the last retention e-mail its owners were sent, and when the
// retention job last deleted its data.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema.alterTable('workspaces').addColumn('free_since', ts).execute();
  await db.schema.alterTable('workspaces').addColumn('retention_mailed_days', 'integer').execute();
  await db.schema.alterTable('workspaces').addColumn('data_deleted_at', ts).execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('tier', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('renews_at', ts)
    .addColumn('ends_at', ts)
    // The provider's own updated_at of the state kept here: an older event never overwrites a newer one.
    .addColumn('provider_updated_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_subscriptions_provider_id').on('billing_subscriptions').column('provider_subscription_id').execute();

  await db.schema
    .createTable('billing_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_invoices_workspace').on('billing_invoices').columns(['workspace_id', 'created_at']).execute();

  // Every webhook event handled, by its id: a replay is answered without being applied twice.
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text')
    .addColumn('received_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('retention_acknowledgments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('warning_type', 'text', (c) => c.notNull())
    .addColumn('warning_level', 'text', (c) => c.notNull())
    .addColumn('days_remaining', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('retention_acknowledgments_member')
    .on('retention_acknowledgments')
    .columns(['workspace_id', 'user_id', 'warning_type'])
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_user_id', 'text')
    .addColumn('workspace_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_workspace').on('admin_audit_log').columns(['workspace_id', 'created_at']).execute();
}
