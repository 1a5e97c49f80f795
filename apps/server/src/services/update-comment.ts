import type { Transaction } from 'kysely';
import type { UpdateCommentRequest } from '@commentflow/shared';
import type { CommentRow, CommentUpdate, Database } from '../db/schema.ts';
import type { Caller } from '../policies/api-key-principal.ts';
import { commentLabels, encodeJson } from '../db/json-columns.ts';
import { validationFailed } from '../errors.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { commentChanged } from './comment-events.ts';
import type { DomainEvent } from './domain-events.ts';
import type { CommentActivity } from './comment-activity.ts';
import { reloadComment } from './comment-query.ts';
import { keyActivityOf, recordKeyActivity } from './api-keys/key-activity.ts';
import { queueGuestMail } from './mail/queue-guest-mail.ts';
import { notifyAssignment } from './notifications/notify-comment-activity.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

const THREAD_FIELDS = ['status', 'priority', 'assigneeId', 'labels'] as const;

/**
 * Applies an already authorized change. Status, priority, assignee and labels belong to thread roots.
 * `actor` names who made it, for the assignee's notification and the API key's activity (null: no one, an automation).
 */
export async function updateComment(
  trx: Transaction<Database>,
  comment: CommentRow,
  patch: UpdateCommentRequest,
  actor: Caller | null,
  webhooks: WebhookEmitter,
): Promise<{ comment: CommentWithAuthor; events: DomainEvent[]; activities: CommentActivity[] }> {
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
  if (patch.labels !== undefined) changes.labels = encodeJson(patch.labels);
  if (patch.status !== undefined && patch.status !== comment.status) {
    changes.status = patch.status;
    changes.resolved_at = patch.status === 'resolved' ? now : null;
  }
  await trx.updateTable('comments').set(changes).where('id', '=', comment.id).execute();
  if (changes.status === 'resolved') await queueGuestMail(trx, comment, 'resolved');
  const updated = await reloadComment(trx, comment.id);
  await webhooks.emit(trx, comment.workspace_id, 'comment.updated', { comment: updated });
  if (changes.status !== undefined) {
    await webhooks.emit(trx, comment.workspace_id, 'comment.status_changed', { comment: updated, previousStatus: comment.status });
  }
  const assigned = patch.assigneeId ? patch.assigneeId !== comment.assignee_id : false;
  const notifications = assigned ? await notifyAssignment(trx, updated, actor?.userId ?? null) : [];
  const activities = activitiesOf(comment, updated);
  // A change made with an API key names the key in the thread's history and the workspace's audit log.
  await recordKeyActivity(trx, actor?.apiKey ?? null, keyActivityOf(activities));
  return { comment: updated, events: [commentChanged('comment-updated', updated), ...notifications], activities };
}

/** The thread-level changes between the row before and after, for the work they cause after commit. */
function activitiesOf(before: CommentRow, after: CommentRow): CommentActivity[] {
  const thread = { workspaceId: after.workspace_id, threadId: after.id };
  const activities: CommentActivity[] = [];
  if (before.parent_id !== null) return activities;
  if (after.status !== before.status) activities.push({ kind: 'status-changed', ...thread, from: before.status, to: after.status });
  if (after.assignee_id !== before.assignee_id) activities.push({ kind: 'assigned', ...thread, assigneeId: after.assignee_id });
  if (after.priority !== before.priority)
    activities.push({ kind: 'priority-changed', ...thread, from: before.priority, to: after.priority });
  const [fromLabels, toLabels] = [commentLabels(before), commentLabels(after)];
  if (fromLabels.join('\n') !== toLabels.join('\n')) activities.push({ kind: 'labels-changed', ...thread, from: fromLabels, to: toLabels });
  return activities;
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
