import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** One vote per user: the (request, user) key decides, so two racing clicks still count once. */
export async function voteForRequest(db: Kysely<Database>, requestId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // ON CONFLICT DO NOTHING: a failed insert would abort the whole transaction on PostgreSQL.
    const inserted = await trx
      .insertInto('roadmap_votes')
      .values({ request_id: requestId, user_id: userId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['request_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
      throw new AppError('conflict', 'You already voted for this');
    }
    await trx
      .updateTable('roadmap_requests')
      .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
      .where('id', '=', requestId)
      .execute();
  });
}
