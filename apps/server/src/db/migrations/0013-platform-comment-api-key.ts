import type { Kysely } from 'kysely';

// A comment written with an API key names the key (issue 18: calls made with a key are attributed to
// it in the activity). Revoked keys keep their row, so the name stays; a deleted workspace takes both.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('comments')
    .addColumn('api_key_id', 'text', (c) => c.references('api_keys.id').onDelete('set null'))
    .execute();
}
