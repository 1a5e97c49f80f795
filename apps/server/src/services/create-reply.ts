import { sql, type Transaction } from 'kysely';
import { extractMentions } from '@commentflow/shared';
import type { CommentRow, Database } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { enforceLimit } from './billing/enforce-limit.ts';
import type { CommentActivity } from './comment-activity.ts';
import { authorApiKey, type CommentAuthor } from './comment-author.ts';
import { commentChanged } from './comment-events.ts';
import type { DomainEvent } from './domain-events.ts';
import { reloadComment } from './comment-query.ts';
import { insertComment, newCommentId } from './insert-comment.ts';
import { keyActivityOf, recordKeyActivity } from './api-keys/key-activity.ts';
import { commentActor, notifyReply } from './notifications/notify-comment-activity.ts';
import { notifyMentions } from './notifications/notify-mentions.ts';
import { queueGuestMail } from './mail/queue-guest-mail.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

/**
 * A reply joins the root's thread: same project and page, and the root's reply count goes up.
 * The workspace members its @mentions name (the author left out) are notified in the same transaction.
 */
export async function createReply(
  trx: Transaction<Database>,
  root: CommentRow,
  author: CommentAuthor,
  input: { body: string; clientId?: string | undefined },
  webhooks: WebhookEmitter,
  plansEnabled: boolean,
): Promise<{ comment: CommentWithAuthor; events: DomainEvent[]; activities: CommentActivity[] }> {
  if (root.parent_id !== null) {
    throw validationFailed([{ path: 'params.commentId', message: 'Reply to the first comment of the thread' }]);
  }
  // A reply is a comment like any other: it counts against the plan's comments.
  await enforceLimit(trx, root.workspace_id, 'comments', plansEnabled);
  const mentioned = await mentionedMembers(trx, root.workspace_id, input.body);
  const created = Date.now();
  const now = new Date(created).toISOString();
  const id = newCommentId(created);
  await insertComment(trx, {
    id,
    workspaceId: root.workspace_id,
    projectId: root.project_id,
    parentId: root.id,
    clientId: input.clientId ?? null,
    body: input.body,
    author,
    pageUrl: root.page_url,
    pageTitle: root.page_title,
    anchor: null,
    viewport: null,
    meta: null,
    now,
  });
  // Incremented in SQL so concurrent replies cannot lose a count.
  await trx
    .updateTable('comments')
    .set({ reply_count: sql`reply_count + 1` })
    .where('id', '=', root.id)
    .execute();
  const reply = await reloadComment(trx, id);
  await queueGuestMail(trx, root, 'reply', reply);
  const mentionedUserIds = mentioned.filter((userId) => !('userId' in author) || userId !== author.userId);
  const updatedRoot = await reloadComment(trx, root.id);
  await webhooks.emit(trx, root.workspace_id, 'reply.created', { commentId: root.id, reply });
  const activities: CommentActivity[] = [{ kind: 'reply-created', workspaceId: root.workspace_id, threadId: root.id, replyId: reply.id }];
  await recordKeyActivity(trx, authorApiKey(author), keyActivityOf(activities));
  return {
    comment: reply,
    events: [
      commentChanged('comment-created', reply),
      commentChanged('comment-updated', updatedRoot),
      ...(await notifyReply(trx, root, reply)),
      ...(await notifyMentions(trx, { workspaceId: root.workspace_id, commentId: reply.id, mentionedUserIds, actor: commentActor(reply) })),
    ],
    activities,
  };
}

/** The ids a body mentions; each must belong to a member of the workspace. */
async function mentionedMembers(trx: Transaction<Database>, workspaceId: string, body: string): Promise<string[]> {
  const ids = extractMentions(body);
  if (ids.length === 0) return [];
  const members = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', 'in', ids)
    .execute();
  if (members.length !== ids.length) {
    throw validationFailed([{ path: 'body.body', message: 'Mention only members of this workspace' }]);
  }
  return ids;
}
