import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentParams,
  ConnectIntegrationRequest,
  ConnectIntegrationResponse,
  CreateTicketRequest,
  IntegrationListResponse,
  IntegrationParams,
  IntegrationResponse,
  TicketListResponse,
  TicketPreviewQuery,
  TicketPreviewResponse,
  TicketResponse,
  UpdateIntegrationRequest,
  WorkspaceParams,
} from '@commentflow/shared';
import { validationFailed } from '../errors.ts';
import { requireAuth } from '../plugins/authenticate.ts';
import { authorize } from '../policies/can.ts';
import { requireMembership } from '../policies/require-membership.ts';
import { loadComment } from '../routes/comments/load-comment.ts';
import { requestBaseUrl } from '../routes/projects/request-base-url.ts';
import type { CommentWithAuthor } from '../presenters/comment.ts';
import { connectIntegration } from './connect-integration.ts';
import { createTicket, draftFor, trackerOf } from './create-ticket.ts';
import { countIntegrations, integrationLimit } from './integration-limit.ts';
import { loadIntegration, requireIntegration } from './integration-store.ts';
import { availableProviders } from './providers/index.ts';
import { presentIntegration, presentTicket } from './present-integration.ts';
import { ticketMarkdown } from './ticket-markdown.ts';
import { updateIntegration } from './update-integration.ts';

/** Tickets belong to thread roots. */
function requireRoot(comment: CommentWithAuthor): void {
  if (comment.parent_id !== null) throw validationFailed([{ path: 'params.commentId', message: 'Tickets are made from a thread, not from a reply' }]);
}

/** A workspace's integrations (owners and admins manage them) and the tickets made from its threads. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.integrations;

  app.get(
    '/workspaces/:workspaceId/integrations',
    { schema: { params: WorkspaceParams, response: { 200: IntegrationListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      // Members see the connected trackers: they file tickets from threads.
      authorize(await requireMembership(app.db, userId, workspaceId), 'comment:triage');
      const rows = await app.db.selectFrom('integrations').selectAll().where('workspace_id', '=', workspaceId).orderBy('created_at').execute();
      const baseUrl = requestBaseUrl(app, request);
      return {
        integrations: rows.map((row) => presentIntegration(row, baseUrl)),
        available: availableProviders(),
        limit: await integrationLimit(app.db, workspaceId),
        used: await countIntegrations(app.db, workspaceId),
      };
    },
  );

  app.post(
    '/workspaces/:workspaceId/integrations',
    { schema: { params: WorkspaceParams, body: ConnectIntegrationRequest, response: { 201: ConnectIntegrationResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      authorize(await requireMembership(app.db, userId, workspaceId), 'integration:manage');
      const { row, webhookSecret } = await connectIntegration(app.db, context, { workspaceId, userId, request: request.body });
      return reply.code(201).send({ integration: presentIntegration(row, requestBaseUrl(app, request)), webhookSecret });
    },
  );

  app.patch(
    '/integrations/:integrationId',
    { schema: { params: IntegrationParams, body: UpdateIntegrationRequest, response: { 200: IntegrationResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { row, role } = await loadIntegration(app.db, userId, request.params.integrationId);
      authorize(role, 'integration:manage');
      const updated = await updateIntegration(app.db, context, row, request.body);
      return { integration: presentIntegration(updated, requestBaseUrl(app, request)) };
    },
  );

  app.delete('/integrations/:integrationId', { schema: { params: IntegrationParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const { row, role } = await loadIntegration(app.db, userId, request.params.integrationId);
    authorize(role, 'integration:manage');
    // Its tickets stay linked to their threads (key and link), no longer synced.
    await app.db.deleteFrom('integrations').where('id', '=', row.id).execute();
    return reply.code(204).send();
  });

  app.get(
    '/comments/:commentId/tickets',
    { schema: { params: CommentParams, response: { 200: TicketListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { comment, role } = await loadComment(app.db, userId, request.params.commentId);
      authorize(role, 'comment:triage');
      const rows = await app.db.selectFrom('ticket_links').selectAll().where('comment_id', '=', comment.id).orderBy('created_at').execute();
      return { tickets: rows.map(presentTicket) };
    },
  );

  app.get(
    '/comments/:commentId/ticket-preview',
    { schema: { params: CommentParams, querystring: TicketPreviewQuery, response: { 200: TicketPreviewResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { comment, role } = await loadComment(app.db, userId, request.params.commentId);
      authorize(role, 'comment:triage');
      requireRoot(comment);
      const row = await requireIntegration(app.db, comment.workspace_id, request.query.integrationId);
      trackerOf(row);
      const draft = await draftFor(app.db, context, row, comment, requestBaseUrl(app, request));
      return { title: draft.title, body: ticketMarkdown(draft), labels: draft.labels };
    },
  );

  app.post(
    '/comments/:commentId/tickets',
    { schema: { params: CommentParams, body: CreateTicketRequest, response: { 201: TicketResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { comment, role } = await loadComment(app.db, userId, request.params.commentId);
      authorize(role, 'comment:triage');
      requireRoot(comment);
      const row = await requireIntegration(app.db, comment.workspace_id, request.body.integrationId);
      const { link, events } = await createTicket(app.db, context, row, comment, requestBaseUrl(app, request));
      app.realtime.publish(events);
      return reply.code(201).send({ ticket: presentTicket(link) });
    },
  );
};
