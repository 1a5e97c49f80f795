import type { Transaction } from 'kysely';
import type { UpdateCommentRequest } from '@commentflow/shared';
import type { CommentRow, CommentUpdate, Database } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { commentChanged } from './comment-events.ts';
import type { DomainEvent } from './domain-events.ts';
import { reloadComment } from './comment-query.ts';
import { notifyAssignment } from './notifications/notify-comment-activity.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

const THREAD_FIELDS = ['status', 'priority', 'assigneeId'] as const;

/**
 * Applies an already authorized change. Status, priority and assignee belong to thread roots.
 * `actorId` names who made it, for the assignee's notification.
 */
export async function updateComment(
  trx: Transaction<Database>,
  comment: CommentRow,
  patch: UpdateCommentRequest,
  actorId: string | null,
  webhooks: WebhookEmitter,
): Promise<{ comment: CommentWithAuthor; events: DomainEvent[] }> {
  if (comment.parent_id !== null) {
    const issues = THREAD_FIELDS.filter((f) => patch[f] !== undefined).map((f) => ({
      path: `body.${f}`,
      message: 'Only the first comment of a thread has this',
    }));
    if (issues.length > 0) throw validationFailed(issues);
  }
  if (patch.assigneeId) await assertMember(trx, comment.workspace_id, patch.assigneeId);

  const now = new Date().toISOString();
  const changes: CommentUpdate = { updated_at: now };
  if (patch.body !== undefined) changes.body = patch.body;
  if (patch.priority !== undefined) changes.priority = patch.priority;
  if (patch.assigneeId !== undefined) changes.assignee_id = patch.assigneeId;
  if (patch.status !== undefined && patch.status !== comment.status) {
    changes.status = patch.status;
    changes.resolved_at = patch.status === 'resolved' ? now : null;
  }
  await trx.updateTable('comments').set(changes).where('id', '=', comment.id).execute();
  const updated = await reloadComment(trx, comment.id);
  await webhooks.emit(trx, comment.workspace_id, 'comment.updated', { comment: updated });
  if (changes.status !== undefined) {
    await webhooks.emit(trx, comment.workspace_id, 'comment.status_changed', { comment: updated, previousStatus: comment.status });
  }
  const assigned = patch.assigneeId ? patch.assigneeId !== comment.assignee_id : false;
  const notifications = assigned ? await notifyAssignment(trx, updated, actorId) : [];
  return { comment: updated, events: [commentChanged('comment-updated', updated), ...notifications] };
}

async function assertMember(trx: Transaction<Database>, workspaceId: string, userId: string): Promise<void> {
  const member = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) throw validationFailed([{ path: 'body.assigneeId', message: 'Assign someone from this workspace' }]);
}
