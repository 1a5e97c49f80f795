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
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { visibleProjectIds } from '../../policies/visible-projects.ts';
import { presentComment } from '../../presenters/comment.ts';
import { bulkUpdateComments } from '../../services/bulk-update-comments.ts';
import { findReplies } from '../../services/comment-query.ts';
import { listCommentAuthors } from '../../services/list-comment-authors.ts';
import { createOnce } from '../../services/create-once.ts';
import { createReply } from '../../services/create-reply.ts';
import { deleteComment } from '../../services/delete-comment.ts';
import { listComments } from '../../services/list-comments.ts';
import { updateComment } from '../../services/update-comment.ts';
import { withEffects } from '../../integrations/comment-effects.ts';
import { loadComment } from './load-comment.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/comments',
    { config: { apiKey: 'read' }, schema: { params: WorkspaceParams, querystring: ListCommentsQuery, response: { 200: CommentListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const role = await requireMembership(app.db, userId, workspaceId);
      authorize(role, 'comment:read');
      const visible = await visibleProjectIds(app.db, { workspaceId, userId, role });
      const page = await listComments(app.db, workspaceId, request.query, { userId, visibleProjectIds: visible });
      return { comments: page.comments.map(presentComment), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/workspaces/:workspaceId/comment-authors',
    { config: { apiKey: 'read' }, schema: { params: WorkspaceParams, querystring: ListCommentAuthorsQuery, response: { 200: CommentAuthorListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const role = await requireMembership(app.db, userId, workspaceId);
      authorize(role, 'comment:read');
      return listCommentAuthors(app.db, workspaceId, await visibleProjectIds(app.db, { workspaceId, userId, role }), request.query);
    },
  );

  app.post(
    '/workspaces/:workspaceId/comments/bulk',
    { config: { apiKey: 'write' }, schema: { params: WorkspaceParams, body: BulkCommentsRequest, response: { 200: BulkCommentsResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const result = await app.db.transaction().execute(async (trx) => {
        const role = await requireMembership(trx, userId, workspaceId);
        return withEffects(app, trx, bulkUpdateComments(trx, { userId, role, workspaceId }, request.body.ids, request.body.action, app.webhooks));
      });
      app.realtime.publish(result.events);
      return { comments: result.comments.map(presentComment), deletedIds: result.deletedIds };
    },
  );

  app.get(
    '/comments/:commentId',
    { config: { apiKey: 'read' }, schema: { params: CommentParams, response: { 200: CommentThreadResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { comment, role } = await loadComment(app.db, userId, request.params.commentId);
      authorize(role, 'comment:read');
      const replies = await findReplies(app.db, comment.id);
      return { comment: presentComment(comment), replies: replies.map(presentComment) };
    },
  );

  app.post(
    '/comments/:commentId/replies',
    { config: { apiKey: 'write' }, schema: { params: CommentParams, body: CreateReplyRequest, response: { 200: CommentResponse, 201: CommentResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { body } = request;
      const { comment: root, role } = await loadComment(app.db, userId, request.params.commentId);
      authorize(role, 'comment:write');
      const result = await createOnce(
        app.db,
        { projectId: root.project_id, clientId: body.clientId, parentId: root.id },
        (trx) => withEffects(app, trx, createReply(trx, root, { userId }, body, app.webhooks, app.config.billing.plansEnabled)),
      );
      if (result.created) app.realtime.publish(result.events);
      return reply.code(result.created ? 201 : 200).send({ comment: presentComment(result.comment) });
    },
  );

  app.patch(
    '/comments/:commentId',
    { config: { apiKey: 'write' }, schema: { params: CommentParams, body: UpdateCommentRequest, response: { 200: CommentResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const patch = request.body;
      const result = await app.db.transaction().execute(async (trx) => {
        const { comment, role } = await loadComment(trx, userId, request.params.commentId);
        if (patch.body !== undefined && !canEditCommentBody(userId, comment.author_user_id)) {
          throw new AppError('forbidden', 'Only the author can edit what a comment says');
        }
        if (patch.status !== undefined || patch.priority !== undefined || patch.assigneeId !== undefined) {
          authorize(role, 'comment:triage', 'Your role cannot change status, priority or assignee');
        }
        return withEffects(app, trx, updateComment(trx, comment, patch, userId, app.webhooks));
      });
      app.realtime.publish(result.events);
      return { comment: presentComment(result.comment) };
    },
  );

  app.delete('/comments/:commentId', { config: { apiKey: 'write' }, schema: { params: CommentParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const result = await app.db.transaction().execute(async (trx) => {
      const { comment, role } = await loadComment(trx, userId, request.params.commentId);
      if (!canDeleteComment(role, userId, comment.author_user_id)) {
        throw new AppError('forbidden', 'Only the author, an owner or an admin can delete a comment');
      }
      return deleteComment(trx, comment, app.webhooks);
    });
    app.realtime.publish(result.events);
    return reply.code(204).send();
  });
};
