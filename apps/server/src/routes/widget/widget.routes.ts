import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRAND,
  CommentListResponse,
  CommentResponse,
  CommentThreadResponse,
  CreateCommentRequest,
  CreateReplyRequest,
  WidgetCommentParams,
  WidgetCommentsQuery,
  WidgetConfigResponse,
  WidgetParams,
  WidgetStatusRequest,
  WidgetCreateCommentResponse,
} from '@commentflow/shared';
import { AppError, notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { requireWidgetProject, widgetCors } from '../../plugins/widget-cors.ts';
import { authorize } from '../../policies/can.ts';
import { requireGuestsAllowed } from '../../policies/widget-guests.ts';
import { presentComment } from '../../presenters/comment.ts';
import { findComment, findReplies } from '../../services/comment-query.ts';
import { createComment } from '../../services/create-comment.ts';
import { createOnce } from '../../services/create-once.ts';
import { createReply } from '../../services/create-reply.ts';
import { listComments } from '../../services/list-comments.ts';
import { markWidgetSeen } from '../../services/mark-widget-seen.ts';
import { updateComment } from '../../services/update-comment.ts';
import { signUploadToken } from '../../services/screenshots/upload-token.ts';
import { guestRateLimit } from './guest-rate-limit.ts';
import { mayAttachScreenshot } from './replayed-upload.ts';
import { widgetScreenshotRoutes } from './widget-screenshot.routes.ts';
import { presentForCaller, presentWrite, widgetCaller, writeAuthor } from './widget-caller.ts';

const GUEST_WRITES_PER_MINUTE = 30;
// Every pin of one page at once; a page with more open threads than this is not reviewable anyway.
const PINS_PER_PAGE = 500;

/** The API the widget calls from customers' sites: the project key and the page's Origin decide access. */
export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  widgetCors(app);
  const guestLimit = guestRateLimit(app.redis, GUEST_WRITES_PER_MINUTE, app.config.redisCommandTimeoutMs, app.log);
  await app.register(widgetScreenshotRoutes);

  /** A comment of this project, or 404 (also for another project's comment). */
  async function projectComment(projectId: string, commentId: string) {
    const comment = await findComment(app.db, commentId);
    if (!comment || comment.project_id !== projectId) throw notFound('Comment');
    return comment;
  }

  app.get('/widget/:key/config', { schema: { params: WidgetParams, response: { 200: WidgetConfigResponse } } }, async (request) => {
    const project = await requireWidgetProject(app, request);
    app.realtime.publish(await markWidgetSeen(app.db, project));
    const workspace = await app.db
      .selectFrom('workspaces')
      .select(['id', 'name'])
      .where('id', '=', project.workspace_id)
      .executeTakeFirstOrThrow();
    return {
      project: { id: project.id, name: project.name, allowGuests: project.allow_guests === 1 },
      workspace,
      brand: { name: BRAND.name, logo: BRAND.logo },
    };
  });

  app.get(
    '/widget/:key/comments',
    { schema: { params: WidgetParams, querystring: WidgetCommentsQuery, response: { 200: CommentListResponse } } },
    async (request) => {
      const project = await requireWidgetProject(app, request);
      // The loader asks for a page's pins on every load, so this is where an install is first seen.
      app.realtime.publish(await markWidgetSeen(app.db, project));
      const caller = await widgetCaller(app.db, request, project);
      if (caller.kind === 'guest') requireGuestsAllowed(project);
      const page = await listComments(app.db, project.workspace_id, {
        ...request.query,
        projectId: project.id,
        limit: PINS_PER_PAGE,
      });
      return { comments: page.comments.map((row) => presentForCaller(caller, row)), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/widget/:key/comments/:commentId',
    { schema: { params: WidgetCommentParams, response: { 200: CommentThreadResponse } } },
    async (request) => {
      const project = await requireWidgetProject(app, request);
      const caller = await widgetCaller(app.db, request, project);
      if (caller.kind === 'guest') requireGuestsAllowed(project);
      const comment = await projectComment(project.id, request.params.commentId);
      const replies = await findReplies(app.db, comment.id);
      return { comment: presentForCaller(caller, comment), replies: replies.map((row) => presentForCaller(caller, row)) };
    },
  );

  app.post(
    '/widget/:key/comments',
    { schema: { params: WidgetParams, body: CreateCommentRequest, response: { 200: WidgetCreateCommentResponse, 201: WidgetCreateCommentResponse } } },
    async (request, reply) => {
      const project = await requireWidgetProject(app, request);
      const caller = await widgetCaller(app.db, request, project);
      const author = await writeAuthor(caller, project, request.body, request, guestLimit);
      const result = await createOnce(
        app.db,
        { projectId: project.id, clientId: request.body.clientId, parentId: null },
        (trx) => createComment(trx, project, author, request.body),
      );
      app.realtime.publish(result.events);
      const screenshotUploadToken = mayAttachScreenshot(result.created, result.comment, author)
        ? await signUploadToken(app.signingKeys, app.config.issuer, { commentId: result.comment.id, sessionId: request.auth?.sessionId ?? null })
        : null;
      return reply.code(result.created ? 201 : 200).send({ comment: presentWrite(caller, result, author), screenshotUploadToken });
    },
  );

  app.post(
    '/widget/:key/comments/:commentId/replies',
    { schema: { params: WidgetCommentParams, body: CreateReplyRequest, response: { 200: CommentResponse, 201: CommentResponse } } },
    async (request, reply) => {
      const project = await requireWidgetProject(app, request);
      const caller = await widgetCaller(app.db, request, project);
      const author = await writeAuthor(caller, project, request.body, request, guestLimit);
      const root = await projectComment(project.id, request.params.commentId);
      const result = await createOnce(
        app.db,
        { projectId: project.id, clientId: request.body.clientId, parentId: root.id },
        (trx) => createReply(trx, root, author, request.body),
      );
      app.realtime.publish(result.events);
      return reply.code(result.created ? 201 : 200).send({ comment: presentWrite(caller, result, author) });
    },
  );

  app.patch(
    '/widget/:key/comments/:commentId',
    { schema: { params: WidgetCommentParams, body: WidgetStatusRequest, response: { 200: CommentResponse } } },
    async (request) => {
      requireAuth(request);
      const project = await requireWidgetProject(app, request);
      const caller = await widgetCaller(app.db, request, project);
      if (caller.kind === 'guest') throw new AppError('forbidden', 'Only members of this workspace change status');
      authorize(caller.role, 'comment:triage', 'Your role cannot change status');
      const comment = await projectComment(project.id, request.params.commentId);
      const result = await app.db.transaction().execute((trx) => updateComment(trx, comment, request.body));
      app.realtime.publish(result.events);
      return { comment: presentComment(result.comment) };
    },
  );
};
