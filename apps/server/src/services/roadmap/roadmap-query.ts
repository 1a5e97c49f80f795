import type { Kysely } from 'kysely';
import type { RoadmapListQuery } from '@commentflow/shared';
import type { Database, RoadmapCommentRow, RoadmapRequestRow } from '../../db/schema.ts';

export interface RoadmapRequestView {
  row: RoadmapRequestRow;
  votedByMe: boolean;
}

// The public roadmap is one list for the whole instance; a cap keeps the answer bounded.
const LIST_LIMIT = 500;

export async function listRoadmapRequests(
  db: Kysely<Database>,
  query: RoadmapListQuery,
  viewerId: string | null,
): Promise<RoadmapRequestView[]> {
  let select = db.selectFrom('roadmap_requests').selectAll();
  if (query.status) select = select.where('status', '=', query.status);
  select = query.sort === 'top' ? select.orderBy('vote_count', 'desc').orderBy('created_at', 'desc') : select.orderBy('created_at', 'desc');
  const rows = await select.orderBy('id').limit(LIST_LIMIT).execute();
  const voted = await votedIds(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) => ({ row, votedByMe: voted.has(row.id) }));
}

export async function findRoadmapRequest(db: Kysely<Database>, id: string, viewerId: string | null): Promise<RoadmapRequestView | null> {
  const row = await db.selectFrom('roadmap_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const voted = await votedIds(db, [row.id], viewerId);
  return { row, votedByMe: voted.has(row.id) };
}

export function listRoadmapComments(db: Kysely<Database>, requestId: string): Promise<RoadmapCommentRow[]> {
  return db
    .selectFrom('roadmap_comments')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
}

async function votedIds(db: Kysely<Database>, requestIds: string[], viewerId: string | null): Promise<Set<string>> {
  if (!viewerId || requestIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('roadmap_votes')
    .select('request_id')
    .where('user_id', '=', viewerId)
    .where('request_id', 'in', requestIds)
    .execute();
  return new Set(rows.map((row) => row.request_id));
}
