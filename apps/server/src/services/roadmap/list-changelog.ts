import type { Kysely } from 'kysely';
import type { ChangelogEntryRow, Database } from '../../db/schema.ts';

const LIST_LIMIT = 100;

/** The latest entries, newest first. */
export async function listChangelog(db: Kysely<Database>): Promise<ChangelogEntryRow[]> {
  return db.selectFrom('changelog_entries').selectAll().orderBy('published_at', 'desc').orderBy('id').limit(LIST_LIMIT).execute();
}
