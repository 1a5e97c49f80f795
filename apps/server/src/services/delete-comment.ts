import { sql, type Transaction } from 'kysely';
import type { CommentRow, Database } from '../db/schema.ts';
import { commentChanged, commentDeleted } from './comment-events.ts';
import type { DomainEvent } from './domain-events.ts';
import { reloadComment } from './comment-query.ts';
import type { ApiKeyPrincipal } from '../policies/api-key-principal.ts';
import { recordKeyActivity } from './api-keys/key-activity.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

/** Deleting a root takes its replies with it; deleting a reply lowers its root's reply count. `apiKey`: the key that deletes it, if any. */
export async function deleteComment(
  trx: Transaction<Database>,
  comment: CommentRow,
  apiKey: ApiKeyPrincipal | null,
  webhooks: WebhookEmitter,
): Promise<{ events: DomainEvent[] }> {
  await webhooks.emit(trx, comment.workspace_id, 'comment.deleted', {
    commentId: comment.id,
    projectId: comment.project_id,
    parentId: comment.parent_id,
  });
  await recordKeyActivity(trx, apiKey, [
    { workspaceId: comment.workspace_id, threadId: comment.parent_id ?? comment.id, commentId: comment.id, action: 'comment-deleted' },
  ]);
  if (comment.parent_id === null) {
    // Explicit rather than trusting ON DELETE CASCADE, which SQLite applies only with foreign_keys on.
    await trx.deleteFrom('comments').where('parent_id', '=', comment.id).execute();
    await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
    return { events: [commentDeleted(comment)] };
  }
  await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
  await trx
    .updateTable('comments')
    .set({ reply_count: sql`reply_count - 1` })
    .where('id', '=', comment.parent_id)
    .execute();
  const root = await reloadComment(trx, comment.parent_id);
  return { events: [commentDeleted(comment), commentChanged('comment-updated', root)] };
}
