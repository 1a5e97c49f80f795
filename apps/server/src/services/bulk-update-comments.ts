import type { Transaction } from 'kysely';
import { canDeleteComment, type BulkCommentAction, type UpdateCommentRequest } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { authorize } from '../policies/can.ts';
import { visibleProjectIds, type Membership } from '../policies/visible-projects.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { DomainEvent } from './domain-events.ts';
import type { CommentActivity } from './comment-activity.ts';
import { commentQuery } from './comment-query.ts';
import { deleteComment } from './delete-comment.ts';
import { updateComment } from './update-comment.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

export interface BulkResult {
  comments: CommentWithAuthor[];
  deletedIds: string[];
  events: DomainEvent[];
  activities: CommentActivity[];
}

/**
 * One action on several threads of a workspace, inside the caller's transaction: every thread is
 * found and every permission checked before the first write, and any failure rolls back the lot.
 * An id that is not a thread of this workspace (or, for a client, of their projects) answers 404 for
 * the whole request.
 */
export async function bulkUpdateComments(
  trx: Transaction<Database>,
  caller: Membership,
  ids: string[],
  action: BulkCommentAction,
  webhooks: WebhookEmitter,
): Promise<BulkResult> {
  const wanted = [...new Set(ids)];
  const visible = await visibleProjectIds(trx, caller);
  if (visible?.length === 0) throw notFound('Comment');
  const rows = await commentQuery(trx)
    .where('c.id', 'in', wanted)
    .where('c.workspace_id', '=', caller.workspaceId)
    .where('c.parent_id', 'is', null)
    .$if(visible !== null, (qb) => qb.where('c.project_id', 'in', visible ?? []))
    .execute();
  if (rows.length !== wanted.length) throw notFound('Comment');

  if (action.type === 'delete') {
    if (rows.some((row) => !canDeleteComment(caller.role, caller.userId, row.author_user_id))) {
      throw new AppError('forbidden', 'Only the author, an owner or an admin can delete a comment');
    }
    const events: DomainEvent[] = [];
    for (const row of rows) events.push(...(await deleteComment(trx, row, caller.apiKey, webhooks)).events);
    return { comments: [], deletedIds: rows.map((row) => row.id), events, activities: [] };
  }

  authorize(caller.role, 'comment:triage', 'Your role cannot change status, priority or assignee');
  const patch = toPatch(action);
  const result: BulkResult = { comments: [], deletedIds: [], events: [], activities: [] };
  for (const row of rows) {
    // The caller is the actor: the assignee's notification names them, and assigning oneself notifies no one.
    const updated = await updateComment(trx, row, patch, caller, webhooks);
    result.comments.push(updated.comment);
    result.events.push(...updated.events);
    result.activities.push(...updated.activities);
  }
  return result;
}

function toPatch(action: Exclude<BulkCommentAction, { type: 'delete' }>): UpdateCommentRequest {
  switch (action.type) {
    case 'status':
      return { status: action.status };
    case 'priority':
      return { priority: action.priority };
    case 'assign':
      return { assigneeId: action.assigneeId };
  }
}
