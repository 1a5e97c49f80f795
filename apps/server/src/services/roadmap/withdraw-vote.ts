import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Takes the user's vote back; without a vote there is nothing to do, so a repeated call is harmless. */
export async function withdrawVote(db: Kysely<Database>, requestId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('roadmap_votes')
      .where('request_id', '=', requestId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return;
    await trx
      .updateTable('roadmap_requests')
      .set((eb) => ({ vote_count: eb('vote_count', '-', 1) }))
      .where('id', '=', requestId)
      .execute();
  });
}
