import type { Kysely } from 'kysely';
import type { CommentWithAuthor } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { findComment } from '../../services/comment-query.ts';

/** A comment of the widget's project, or 404 (also for another project's comment: the key names one project). */
export async function projectComment(db: Kysely<Database>, projectId: string, commentId: string): Promise<CommentWithAuthor> {
  const comment = await findComment(db, commentId);
  if (!comment || comment.project_id !== projectId) throw notFound('Comment');
  return comment;
}
