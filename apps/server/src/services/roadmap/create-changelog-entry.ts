import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreateChangelogEntry } from '@commentflow/shared';
import type { ChangelogEntryRow, Database } from '../../db/schema.ts';

/** Entries are published as soon as they are written; the markdown is kept as the admin wrote it. */
export async function createChangelogEntry(
  db: Kysely<Database>,
  authorId: string,
  input: CreateChangelogEntry,
): Promise<ChangelogEntryRow> {
  const row: ChangelogEntryRow = {
    id: randomUUID(),
    title: input.title,
    markdown: input.markdown,
    author_user_id: authorId,
    published_at: new Date().toISOString(),
  };
  await db.insertInto('changelog_entries').values(row).execute();
  return row;
}
