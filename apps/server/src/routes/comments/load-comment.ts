import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { requireProjectVisible } from '../../policies/visible-projects.ts';
import type { CommentWithAuthor } from '../../presenters/comment.ts';
import { findComment } from '../../services/comment-query.ts';

/** A comment and the caller's role in its workspace; another workspace's comment answers 404. */
export async function loadComment(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  commentId: string,
): Promise<{ comment: CommentWithAuthor; role: Role }> {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound('Comment');
  const role = await requireMembership(db, userId, comment.workspace_id, 'Comment');
  await requireProjectVisible(db, { workspaceId: comment.workspace_id, userId, role }, comment.project_id, 'Comment');
  return { comment, role };
}
