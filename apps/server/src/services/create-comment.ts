import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { normalizePageUrl, type Anchor, type CreateCommentRequest } from '@commentflow/shared';
import { NEW_COMMENT } from '@commentflow/shared/constants';
import type { Database, ProjectRow } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { enforceLimit } from './billing/enforce-limit.ts';
import type { CommentActivity } from './comment-activity.ts';
import { authorColumns, type CommentAuthor } from './comment-author.ts';
import { commentChanged } from './comment-events.ts';
import type { DomainEvent } from './domain-events.ts';
import { reloadComment } from './comment-query.ts';
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
  const now = new Date().toISOString();
  const id = randomUUID();
  await trx
    .insertInto('comments')
    .values({
      id,
      workspace_id: project.workspace_id,
      project_id: project.id,
      parent_id: null,
      client_id: input.clientId,
      body: input.body,
      status: NEW_COMMENT.status,
      priority: NEW_COMMENT.priority,
      assignee_id: NEW_COMMENT.assigneeId,
      ...authorColumns(author),
      page_url: normalizePageUrl(input.pageUrl, pageIdentityOf(project)),
      page_title: input.pageTitle,
      anchor: input.anchor === null ? null : encodeJson(input.anchor),
      viewport: encodeJson(input.viewport),
      meta: input.meta === undefined ? null : encodeJson(input.meta),
      resolved_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const comment = await reloadComment(trx, id);
  await webhooks.emit(trx, project.workspace_id, 'comment.created', { comment });
  return {
    comment,
    events: [commentChanged('comment-created', comment), ...(await notifyNewComment(trx, comment, project))],
    activities: [{ kind: 'thread-created', workspaceId: comment.workspace_id, threadId: comment.id }],
  };
}
