import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, RoadmapRequestRow } from '../../db/schema.ts';

/** A new request starts under review, with no votes: its author votes like everyone else. */
export async function createRoadmapRequest(
  db: Kysely<Database>,
  author: { id: string; displayName: string },
  input: { title: string; body: string },
): Promise<RoadmapRequestRow> {
  const now = new Date().toISOString();
  const row: RoadmapRequestRow = {
    id: randomUUID(),
    title: input.title,
    body: input.body,
    status: 'under_review',
    author_user_id: author.id,
    author_name: author.displayName,
    vote_count: 0,
    comment_count: 0,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('roadmap_requests').values(row).execute();
  return row;
}
