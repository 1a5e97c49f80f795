import { sql, type Kysely } from 'kysely';

// Data exports (docs/product/states.md, api.md request-export): the archive is kept in the database, like screenshots,
// so whichever instance builds it, every instance can serve the download.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', bytes)
    .addColumn('byte_size', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('expires_at', ts)
    .execute();
  await db.schema.createIndex('data_exports_workspace').on('data_exports').column('workspace_id').execute();
  await db.schema.createIndex('data_exports_status').on('data_exports').column('status').execute();
  // One export in the making per person and workspace: a second request joins the first.
  await db.schema
    .createIndex('data_exports_one_open')
    .on('data_exports')
    .columns(['workspace_id', 'requested_by'])
    .unique()
    .where(sql.ref('status'), 'in', ['pending', 'running'])
    .execute();
}
