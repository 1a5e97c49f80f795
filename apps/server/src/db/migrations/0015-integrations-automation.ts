import { sql, type Kysely } from 'kysely';

// Automation rules (issue #19): a workspace's ordered rules and the log of their runs.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('automation_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('automation_rules_workspace').on('automation_rules').columns(['workspace_id', 'position']).execute();

  await db.schema
    .createTable('automation_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rule_id', 'text', (c) => c.notNull().references('automation_rules.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.references('comments.id').onDelete('set null'))
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('matched', 'integer', (c) => c.notNull())
    .addColumn('actions_done', 'text', (c) => c.notNull())
    .addColumn('errors', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('automation_runs_rule').on('automation_runs').columns(['rule_id', 'created_at']).execute();
}
