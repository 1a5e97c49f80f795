import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRAND,
  normalizePageUrl,
  CommentResponse,
  CommentThreadResponse,
  CreateCommentRequest,
  CreateReplyRequest,
  WidgetCommentListResponse,
  WidgetCommentParams,
  WidgetCommentsQuery,
  WidgetConfigResponse,
  WidgetParams,
  WidgetStatusRequest,
  WidgetCreateCommentResponse,
} from '@commentflow/shared';
import { widgetAccess, widgetMember } from '../../plugins/route-prelude.ts';
import { widgetCors } from '../../plugins/widget-cors.ts';
import { widgetCaller } from '../../policies/widget-caller.ts';
import { requireGuestsAllowed } from '../../policies/widget-guests.ts';
import { presentComment } from '../../presenters/comment.ts';
import { findReplies } from '../../services/comment-query.ts';
import { createComment } from '../../services/create-comment.ts';
import { createOnce } from '../../services/create-once.ts';
import { createReply } from '../../services/create-reply.ts';
import { listComments } from '../../services/list-comments.ts';
import { markWidgetSeen } from '../../services/mark-widget-seen.ts';
import { pageIdentityOf } from '../../services/page-identity/page-identity-of.ts';
import { updateComment } from '../../services/update-comment.ts';
import { withEffects } from '../../integrations/comment-effects.ts';
import { signUploadToken } from '../../services/screenshots/upload-token.ts';
import { guestRateLimit } from './guest-rate-limit.ts';
import { mayAttachScreenshot } from './replayed-upload.ts';
import { widgetScreenshotRoutes } from './widget-screenshot.routes.ts';
import { widgetTicketsRoutes } from './widget-tickets.routes.ts';
import { projectComment } from './project-comment.ts';
import { widgetHandoffExchangeRoutes } from './widget-handoff.routes.ts';
import { ariaWidgetRoutes } from '../aria/aria-widget.routes.ts';
import { ariaScripts, loadAriaProfile } from '../../services/aria/aria-profile.ts';
import { presentForCaller, presentWrite, writeAuthor } from './widget-caller.ts';

const GUEST_WRITES_PER_MINUTE = 30;
// Every pin of one page at once; a page with more open threads than this is not reviewable anyway.
const PINS_PER_PAGE = 500;

/** The API the widget calls from customers' sites: the project key and the page's Origin decide access. */
export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  widgetCors(app);
  const guestLimit = guestRateLimit(app, GUEST_WRITES_PER_MINUTE);
  await app.register(widgetScreenshotRoutes);
  await app.register(widgetHandoffExchangeRoutes);
  await app.register(ariaWidgetRoutes);
  await app.register(widgetTicketsRoutes);

  // The key is public (it is in the site's HTML), so this answers only what the widget needs: never
  // the workspace, and a team-only project's name only to its team. The prelude has checked the
  // origin before the install is marked seen.
  app.get(
    '/widget/:key/config',
    { schema: { params: WidgetParams, response: { 200: WidgetConfigResponse } }, config: { access: 'widget-key' } },
    async (request) => {
      const { project } = widgetAccess(request);
      const caller = await widgetCaller(app.db, request, project);
      app.realtime.publish(await markWidgetSeen(app, project));
      const allowGuests = project.allow_guests === 1;
      return {
        project: { name: allowGuests || caller.kind === 'member' ? project.name : null, allowGuests },
        brand: { name: BRAND.name, logo: BRAND.logo },
      };
    },
  );

  app.get(
    '/widget/:key/comments',
    {
      schema: { params: WidgetParams, querystring: WidgetCommentsQuery, response: { 200: WidgetCommentListResponse } },
      config: { access: 'widget-key' },
    },
    async (request) => {
      const { project } = widgetAccess(request);
      // The loader asks for a page's pins on every load, so this is where an install is first seen.
      app.realtime.publish(await markWidgetSeen(app, project));
      const caller = await widgetCaller(app.db, request, project);
      if (caller.kind === 'guest') requireGuestsAllowed(project);
      // The widget asks with the address as the browser has it (fragment included, for hash routes).
      const pageUrl = request.query.pageUrl === undefined ? null : normalizePageUrl(request.query.pageUrl, pageIdentityOf(project));
      const page = await listComments(app.db, project.workspace_id, {
        ...request.query,
        pageUrl: pageUrl ?? undefined,
        projectId: project.id,
        limit: PINS_PER_PAGE,
      });
      // The loader's one call also tells it whether ARIA's light checks run here (no second request).
      const { profile, variant } = await loadAriaProfile(app.db, project.workspace_id);
      return {
        comments: page.comments.map((row) => presentForCaller(caller, row)),
        nextCursor: page.nextCursor,
        aria: {
          enabled: profile.enabled,
          variant,
          detections: profile.detections,
          errorThreshold: profile.errorThreshold,
          scripts: ariaScripts(profile, variant, caller),
        },
        page: pageUrl,
      };
    },
  );

  app.get(
    '/widget/:key/comments/:commentId',
    { schema: { params: WidgetCommentParams, response: { 200: CommentThreadResponse } }, config: { access: 'widget-key' } },
    async (request) => {
      const { project } = widgetAccess(request);
      const caller = await widgetCaller(app.db, request, project);
      if (caller.kind === 'guest') requireGuestsAllowed(project);
      const comment = await projectComment(app.db, project.id, request.params.commentId);
      const replies = await findReplies(app.db, comment.id);
      return { comment: presentForCaller(caller, comment), replies: replies.map((row) => presentForCaller(caller, row)) };
    },
  );

  app.post(
    '/widget/:key/comments',
    {
      schema: {
        params: WidgetParams,
        body: CreateCommentRequest,
        response: { 200: WidgetCreateCommentResponse, 201: WidgetCreateCommentResponse },
      },
      config: { access: 'widget-key' },
    },
    async (request, reply) => {
      const { project } = widgetAccess(request);
      const caller = await widgetCaller(app.db, request, project);
      const author = await writeAuthor(caller, project, request.body, request, guestLimit);
      const result = await createOnce(app.db, { projectId: project.id, clientId: request.body.clientId, parentId: null }, (trx) =>
        withEffects(app, trx, createComment(trx, project, author, request.body, app.webhooks, app.config.billing.plansEnabled)),
      );
      app.realtime.publish(result.events);
      const screenshotUploadToken = mayAttachScreenshot(result.created, result.comment, author)
        ? signUploadToken(app.signingKeys, app.config.issuer, { commentId: result.comment.id, sessionId: request.auth?.sessionId ?? null })
        : null;
      return reply.code(result.created ? 201 : 200).send({ comment: presentWrite(caller, result, author), screenshotUploadToken });
    },
  );

  app.post(
    '/widget/:key/comments/:commentId/replies',
    {
      schema: { params: WidgetCommentParams, body: CreateReplyRequest, response: { 200: CommentResponse, 201: CommentResponse } },
      config: { access: 'widget-key' },
    },
    async (request, reply) => {
      const { project } = widgetAccess(request);
      const caller = await widgetCaller(app.db, request, project);
      const author = await writeAuthor(caller, project, request.body, request, guestLimit);
      const root = await projectComment(app.db, project.id, request.params.commentId);
      const result = await createOnce(app.db, { projectId: project.id, clientId: request.body.clientId, parentId: root.id }, (trx) =>
        withEffects(app, trx, createReply(trx, root, author, request.body, app.webhooks, app.config.billing.plansEnabled)),
      );
      app.realtime.publish(result.events);
      return reply.code(result.created ? 201 : 200).send({ comment: presentWrite(caller, result, author) });
    },
  );

  app.patch(
    '/widget/:key/comments/:commentId',
    {
      schema: { params: WidgetCommentParams, body: WidgetStatusRequest, response: { 200: CommentResponse } },
      config: {
        access: {
          widget: 'member',
          action: 'comment:triage',
          message: 'Your role cannot change status',
          guestMessage: 'Only members of this workspace change status',
        },
      },
    },
    async (request) => {
      const { project } = widgetMember(request);
      const comment = await projectComment(app.db, project.id, request.params.commentId);
      const result = await app.db
        .transaction()
        .execute((trx) => withEffects(app, trx, updateComment(trx, comment, request.body, null, app.webhooks)));
      app.realtime.publish(result.events);
      return { comment: presentComment(result.comment) };
    },
  );
};
