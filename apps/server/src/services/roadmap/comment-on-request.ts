import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, RoadmapCommentRow } from '../../db/schema.ts';

export async function commentOnRequest(
  db: Kysely<Database>,
  requestId: string,
  author: { id: string; displayName: string },
  body: string,
): Promise<RoadmapCommentRow> {
  const row: RoadmapCommentRow = {
    id: randomUUID(),
    request_id: requestId,
    author_user_id: author.id,
    author_name: author.displayName,
    body,
    created_at: new Date().toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('roadmap_comments').values(row).execute();
    await trx
      .updateTable('roadmap_requests')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', requestId)
      .execute();
  });
  return row;
}
