import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A pin's screenshot bytes and their stored type, or undefined without one. */
export async function readScreenshot(db: Kysely<Database>, commentId: string) {
  return db.selectFrom('screenshots').select(['media_type', 'data']).where('comment_id', '=', commentId).executeTakeFirst();
}
