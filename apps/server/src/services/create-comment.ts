import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { normalizePageUrl, type Anchor, type CreateCommentRequest } from '@commentflow/shared';
import type { Database, ProjectRow } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { enforceLimit } from './billing/enforce-limit.ts';
import type { CommentActivity } from './comment-activity.ts';
import type { CommentAuthor } from './comment-author.ts';
import { commentChanged } from './comment-events.ts';
import type { DomainEvent } from './domain-events.ts';
import { reloadComment } from './comment-query.ts';
import { insertComment, newCommentId } from './insert-comment.ts';
import { notifyNewComment } from './notifications/notify-comment-activity.ts';
import { pageIdentityOf } from './page-identity/page-identity-of.ts';
import { encodeJson } from '../db/json-columns.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

/** A widget's pin, or ARIA's thread, which may have no element to pin to (anchor null: listed, not pinned). */
export type CreateCommentInput =
  z.output<typeof CreateCommentRequest> | (Omit<z.output<typeof CreateCommentRequest>, 'anchor'> & { anchor: Anchor | null });

/** A new pin (thread root) on a project's page. */
export async function createComment(
  trx: Transaction<Database>,
  project: ProjectRow,
  author: CommentAuthor,
  input: CreateCommentInput,
  webhooks: WebhookEmitter,
  plansEnabled: boolean,
): Promise<{ comment: CommentWithAuthor; events: DomainEvent[]; activities: CommentActivity[] }> {
  await enforceLimit(trx, project.workspace_id, 'comments', plansEnabled);
  const created = Date.now();
  const now = new Date(created).toISOString();
  const id = newCommentId(created);
  await insertComment(trx, {
    id,
    workspaceId: project.workspace_id,
    projectId: project.id,
    parentId: null,
    clientId: input.clientId,
    body: input.body,
    author,
    pageUrl: normalizePageUrl(input.pageUrl, pageIdentityOf(project)),
    pageTitle: input.pageTitle,
    anchor: input.anchor === null ? null : encodeJson(input.anchor),
    viewport: encodeJson(input.viewport),
    meta: input.meta === undefined ? null : encodeJson(input.meta),
    now,
  });
  const comment = await reloadComment(trx, id);
  await webhooks.emit(trx, project.workspace_id, 'comment.created', { comment });
  return {
    comment,
    events: [commentChanged('comment-created', comment), ...(await notifyNewComment(trx, comment, project))],
    activities: [{ kind: 'thread-created', workspaceId: comment.workspace_id, threadId: comment.id }],
  };
}
