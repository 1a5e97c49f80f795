import { sql, type Kysely } from 'kysely';

// Team invitations and client project grants (issue #5). An invite is either one e-mail's single-use
// link or a project's share link that many outside people may use until it expires or is revoked.
// Only a hash of each token is stored, like password resets.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('project_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invites_workspace').on('invites').columns(['workspace_id', 'created_at']).execute();

  await db.schema
    .createTable('project_grants')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_grants_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_grants_member').on('project_grants').columns(['workspace_id', 'user_id']).execute();
}
