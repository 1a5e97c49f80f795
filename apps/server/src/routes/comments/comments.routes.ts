import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkCommentsRequest,
  BulkCommentsResponse,
  CommentAuthorListResponse,
  CommentListResponse,
  CommentParams,
  CommentResponse,
  CommentThreadResponse,
  CreateReplyRequest,
  ListCommentAuthorsQuery,
  ListCommentsQuery,
  UpdateCommentRequest,
  WorkspaceParams,
  canDeleteComment,
  canEditCommentBody,
} from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { loaded, memberAccess } from '../../plugins/route-prelude.ts';
import { authorize } from '../../policies/can.ts';
import { reloadInTransaction } from '../../policies/resource-reach.ts';
import { visibleProjectIds } from '../../policies/visible-projects.ts';
import { presentComment } from '../../presenters/comment.ts';
import { commentListAnswers } from '../../presenters/comment-list.ts';
import { bulkUpdateComments } from '../../services/bulk-update-comments.ts';
import { findReplies } from '../../services/comment-query.ts';
import { listCommentAuthors } from '../../services/list-comment-authors.ts';
import { createOnce } from '../../services/create-once.ts';
import { createReply } from '../../services/create-reply.ts';
import { deleteComment } from '../../services/delete-comment.ts';
import { listCommentRevisions, listComments } from '../../services/list-comments.ts';
import { updateComment } from '../../services/update-comment.ts';
import { withEffects } from '../../integrations/comment-effects.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listAnswers = commentListAnswers();

  app.get(
    '/workspaces/:workspaceId/comments',
    {
      schema: { params: WorkspaceParams, querystring: ListCommentsQuery, response: { 200: CommentListResponse } },
      config: { apiKey: 'read', access: { workspace: 'params', action: 'comment:read' } },
    },
    async (request, reply) => {
      const member = memberAccess(request);
      const visible = await visibleProjectIds(app.db, member);
      const caller = { userId: member.userId, visibleProjectIds: visible };
      // The page's ids and revisions first: its rows are read and presented only if a comment changed.
      const json =
        listAnswers.fromKept(await listCommentRevisions(app.db, member.workspaceId, request.query, caller)) ??
        listAnswers.present(await listComments(app.db, member.workspaceId, request.query, caller));
      // Already the answer's JSON, each comment written by the route's own serializer: sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/workspaces/:workspaceId/comment-authors',
    {
      schema: { params: WorkspaceParams, querystring: ListCommentAuthorsQuery, response: { 200: CommentAuthorListResponse } },
      config: { apiKey: 'read', access: { workspace: 'params', action: 'comment:read' } },
    },
    async (request) => {
      const member = memberAccess(request);
      return listCommentAuthors(app.db, member.workspaceId, await visibleProjectIds(app.db, member), request.query);
    },
  );

  // Any member: triage and deletion are decided per thread by the service (bulk-update-comments.ts).
  app.post(
    '/workspaces/:workspaceId/comments/bulk',
    {
      schema: { params: WorkspaceParams, body: BulkCommentsRequest, response: { 200: BulkCommentsResponse } },
      config: { apiKey: 'write', access: { workspace: 'params', action: 'workspace:read' } },
    },
    async (request) => {
      const member = memberAccess(request);
      const result = await app.db
        .transaction()
        .execute((trx) => withEffects(app, trx, bulkUpdateComments(trx, member, request.body.ids, request.body.action, app.webhooks)));
      app.realtime.publish(result.events);
      return { comments: result.comments.map(presentComment), deletedIds: result.deletedIds };
    },
  );

  app.get(
    '/comments/:commentId',
    {
      schema: { params: CommentParams, response: { 200: CommentThreadResponse } },
      config: { apiKey: 'read', access: { resource: 'comment', action: 'comment:read' } },
    },
    async (request) => {
      const comment = loaded(request, 'comment');
      const replies = await findReplies(app.db, comment.id);
      return { comment: presentComment(comment), replies: replies.map(presentComment) };
    },
  );

  app.post(
    '/comments/:commentId/replies',
    {
      schema: { params: CommentParams, body: CreateReplyRequest, response: { 200: CommentResponse, 201: CommentResponse } },
      config: { apiKey: 'write', access: { resource: 'comment', action: 'comment:write' } },
    },
    async (request, reply) => {
      const { body } = request;
      const root = loaded(request, 'comment');
      const { userId, apiKey } = memberAccess(request);
      const result = await createOnce(app.db, { projectId: root.project_id, clientId: body.clientId, parentId: root.id }, (trx) =>
        withEffects(app, trx, createReply(trx, root, { userId, apiKey }, body, app.webhooks, app.config.billing.plansEnabled)),
      );
      if (result.created) app.realtime.publish(result.events);
      return reply.code(result.created ? 201 : 200).send({ comment: presentComment(result.comment) });
    },
  );

  // Any member reaches it; what they may change is decided by the fields they send.
  app.patch(
    '/comments/:commentId',
    {
      schema: { params: CommentParams, body: UpdateCommentRequest, response: { 200: CommentResponse } },
      config: { apiKey: 'write', access: { resource: 'comment', action: 'comment:read' } },
    },
    async (request) => {
      const { userId, apiKey, role } = memberAccess(request);
      const patch = request.body;
      const result = await app.db.transaction().execute(async (trx) => {
        const comment = await reloadInTransaction(trx, 'comment', loaded(request, 'comment'));
        if (patch.body !== undefined && !canEditCommentBody(userId, comment.author_user_id)) {
          throw new AppError('forbidden', 'Only the author can edit what a comment says');
        }
        if (patch.status !== undefined || patch.priority !== undefined || patch.assigneeId !== undefined || patch.labels !== undefined) {
          authorize(role, 'comment:triage', 'Your role cannot change status, priority, assignee or labels');
        }
        return withEffects(app, trx, updateComment(trx, comment, patch, { userId, apiKey }, app.webhooks));
      });
      app.realtime.publish(result.events);
      return { comment: presentComment(result.comment) };
    },
  );

  app.delete(
    '/comments/:commentId',
    { schema: { params: CommentParams }, config: { apiKey: 'write', access: { resource: 'comment', action: 'comment:read' } } },
    async (request, reply) => {
      const { userId, apiKey, role } = memberAccess(request);
      const comment = loaded(request, 'comment');
      if (!canDeleteComment(role, userId, comment.author_user_id)) {
        throw new AppError('forbidden', 'Only the author, an owner or an admin can delete a comment');
      }
      const result = await app.db
        .transaction()
        .execute(async (trx) => app.realtime.record(trx, await deleteComment(trx, comment, apiKey, app.webhooks)));
      app.realtime.publish(result.events);
      return reply.code(204).send();
    },
  );
};
