import { sql, type Kysely } from 'kysely';

// Screenshots attached to pins (issue #3), kept in the database so every instance serves them.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;

  // One screenshot per comment: the primary key makes a second upload fail.
  await db.schema
    .createTable('screenshots')
    .addColumn('comment_id', 'text', (c) => c.primaryKey().references('comments.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('screenshots_workspace').on('screenshots').column('workspace_id').execute();
}
