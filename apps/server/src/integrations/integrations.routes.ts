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
import { loaded, memberAccess } from '../plugins/route-prelude.ts';
import { requestBaseUrl } from '../plugins/request-base-url.ts';
import { connectIntegration } from './connect-integration.ts';
import { countIntegrations, integrationLimit } from './integration-limit.ts';
import { presentIntegration } from './present-integration.ts';
import { availableProviders } from './providers/index.ts';
import { fileTicket, previewTicket, threadTickets } from './thread-tickets.ts';
import { updateIntegration } from './update-integration.ts';

const manage = { resource: 'integration', action: 'integration:manage' } as const;
// Members file tickets from threads and see them; clients and guests never do.
const triage = { resource: 'comment', action: 'comment:triage' } as const;

/** A workspace's integrations (owners and admins manage them) and the tickets made from its threads. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.integrations;

  app.get(
    '/workspaces/:workspaceId/integrations',
    {
      schema: { params: WorkspaceParams, response: { 200: IntegrationListResponse } },
      config: { access: { workspace: 'params', action: 'comment:triage' } },
    },
    async (request) => {
      const { workspaceId } = memberAccess(request);
      const rows = await app.db
        .selectFrom('integrations')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at')
        .execute();
      const baseUrl = requestBaseUrl(app, request);
      return {
        integrations: rows.map((row) => presentIntegration(row, baseUrl)),
        available: availableProviders(),
        limit: await integrationLimit(app.db, workspaceId, app.config.billing.plansEnabled),
        used: await countIntegrations(app.db, workspaceId),
      };
    },
  );

  app.post(
    '/workspaces/:workspaceId/integrations',
    {
      schema: { params: WorkspaceParams, body: ConnectIntegrationRequest, response: { 201: ConnectIntegrationResponse } },
      config: { access: { workspace: 'params', action: 'integration:manage', message: 'Only owners and admins connect integrations' } },
    },
    async (request, reply) => {
      const { workspaceId, userId } = memberAccess(request);
      const { row, webhookSecret } = await connectIntegration(app.db, context, {
        workspaceId,
        userId,
        request: request.body,
        plansEnabled: app.config.billing.plansEnabled,
      });
      return reply.code(201).send({ integration: presentIntegration(row, requestBaseUrl(app, request)), webhookSecret });
    },
  );

  app.patch(
    '/integrations/:integrationId',
    {
      schema: { params: IntegrationParams, body: UpdateIntegrationRequest, response: { 200: IntegrationResponse } },
      config: { access: manage },
    },
    async (request) => {
      const updated = await updateIntegration(app.db, context, loaded(request, 'integration'), request.body);
      return { integration: presentIntegration(updated, requestBaseUrl(app, request)) };
    },
  );

  app.delete(
    '/integrations/:integrationId',
    { schema: { params: IntegrationParams }, config: { access: manage } },
    async (request, reply) => {
      // Its tickets stay linked to their threads (key and link), no longer synced.
      await app.db.deleteFrom('integrations').where('id', '=', loaded(request, 'integration').id).execute();
      return reply.code(204).send();
    },
  );

  app.get(
    '/comments/:commentId/tickets',
    { schema: { params: CommentParams, response: { 200: TicketListResponse } }, config: { access: triage } },
    async (request) => ({ tickets: await threadTickets(app, loaded(request, 'comment')) }),
  );

  app.get(
    '/comments/:commentId/ticket-preview',
    {
      schema: { params: CommentParams, querystring: TicketPreviewQuery, response: { 200: TicketPreviewResponse } },
      config: { access: triage },
    },
    async (request) => previewTicket(app, loaded(request, 'comment'), request.query.integrationId, requestBaseUrl(app, request)),
  );

  app.post(
    '/comments/:commentId/tickets',
    { schema: { params: CommentParams, body: CreateTicketRequest, response: { 201: TicketResponse } }, config: { access: triage } },
    async (request, reply) => {
      const ticket = await fileTicket(app, loaded(request, 'comment'), request.body.integrationId, requestBaseUrl(app, request));
      return reply.code(201).send({ ticket });
    },
  );
};
