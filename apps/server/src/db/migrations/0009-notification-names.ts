import type { Kysely } from 'kysely';

// The dashboard writes a notification's title in the reader's language, so it needs the names the
// English `title` was built from. Rows written before this stay without them and keep showing `title`.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('actor_name', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('project_name', 'text').execute();
}
