import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatedWebhookEndpointResponse,
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveriesQuery,
  WebhookDeliveryListResponse,
  WebhookDeliveryParams,
  WebhookEndpointListResponse,
  WebhookEndpointParams,
  WebhookEndpointResponse,
  WebhookSecretResponse,
  WorkspaceParams,
} from '@commentflow/shared';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { presentDelivery, presentEndpoint } from '../../presenters/webhook.ts';
import { listDeliveries, resendDelivery } from '../../services/webhooks/delivery-log.ts';
import { recordKeyChange } from '../../services/api-keys/key-activity.ts';
import {
  assertCallableUrl,
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from '../../services/webhooks/manage-endpoints.ts';

/** Only owners and admins (webhook:manage): endpoints carry the workspace's data out, and their secrets sign it. */
const access = { workspace: 'params', action: 'webhook:manage', message: 'Only owners and admins manage webhooks' } as const;
// Every webhook route wants a write key, reads included: a read key acts as a member, who may not manage
// webhooks (and the signing secret would let it forge deliveries); the reference says so.

/** A workspace's outgoing webhooks: endpoints, their secrets, and the delivery log with resend. Part of the public API. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/webhooks',
    { config: { access, apiKey: 'write' }, schema: { params: WorkspaceParams, response: { 200: WebhookEndpointListResponse } } },
    async (request) => {
      return { endpoints: (await listEndpoints(app.db, request.params.workspaceId)).map(presentEndpoint) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/webhooks',
    {
      config: { access, apiKey: 'write' },
      schema: { params: WorkspaceParams, body: CreateWebhookEndpointRequest, response: { 201: CreatedWebhookEndpointResponse } },
    },
    async (request, reply) => {
      const { userId, apiKey, workspaceId } = memberAccess(request);
      await assertCallableUrl(app.outbound.check, request.body.url);
      const endpoint = await app.db.transaction().execute((trx) => createEndpoint(trx, workspaceId, { userId, apiKey }, request.body));
      return reply.code(201).send({ endpoint: presentEndpoint(endpoint), secret: endpoint.secret });
    },
  );

  app.get(
    '/workspaces/:workspaceId/webhooks/:endpointId',
    { config: { access, apiKey: 'write' }, schema: { params: WebhookEndpointParams, response: { 200: WebhookEndpointResponse } } },
    async (request) => {
      const { workspaceId, endpointId } = request.params;
      return { endpoint: presentEndpoint(await findEndpoint(app.db, workspaceId, endpointId)) };
    },
  );

  app.patch(
    '/workspaces/:workspaceId/webhooks/:endpointId',
    {
      config: { access, apiKey: 'write' },
      schema: { params: WebhookEndpointParams, body: UpdateWebhookEndpointRequest, response: { 200: WebhookEndpointResponse } },
    },
    async (request) => {
      const { workspaceId, endpointId } = request.params;
      if (request.body.url !== undefined) await assertCallableUrl(app.outbound.check, request.body.url);
      const endpoint = await app.db
        .transaction()
        .execute(async (trx) =>
          updateEndpoint(trx, await findEndpoint(trx, workspaceId, endpointId), request.body, memberAccess(request).apiKey),
        );
      return { endpoint: presentEndpoint(endpoint) };
    },
  );

  app.delete(
    '/workspaces/:workspaceId/webhooks/:endpointId',
    { config: { access, apiKey: 'write' }, schema: { params: WebhookEndpointParams } },
    async (request, reply) => {
      const { workspaceId, endpointId } = request.params;
      await app.db
        .transaction()
        .execute(async (trx) => deleteEndpoint(trx, await findEndpoint(trx, workspaceId, endpointId), memberAccess(request).apiKey));
      return reply.code(204).send();
    },
  );

  app.get(
    '/workspaces/:workspaceId/webhooks/:endpointId/secret',
    { config: { access, apiKey: 'write' }, schema: { params: WebhookEndpointParams, response: { 200: WebhookSecretResponse } } },
    async (request) => {
      const { workspaceId, endpointId } = request.params;
      const endpoint = await findEndpoint(app.db, workspaceId, endpointId);
      return { secret: endpoint.secret, previousSecretExpiresAt: endpoint.previous_secret_expires_at };
    },
  );

  app.post(
    '/workspaces/:workspaceId/webhooks/:endpointId/rotate-secret',
    { config: { access, apiKey: 'write' }, schema: { params: WebhookEndpointParams, response: { 200: WebhookSecretResponse } } },
    async (request) => {
      const { workspaceId, endpointId } = request.params;
      const endpoint = await app.db
        .transaction()
        .execute(async (trx) => rotateSecret(trx, await findEndpoint(trx, workspaceId, endpointId), memberAccess(request).apiKey));
      return { secret: endpoint.secret, previousSecretExpiresAt: endpoint.previous_secret_expires_at };
    },
  );

  app.get(
    '/workspaces/:workspaceId/webhooks/:endpointId/deliveries',
    {
      config: { access, apiKey: 'write' },
      schema: { params: WebhookEndpointParams, querystring: WebhookDeliveriesQuery, response: { 200: WebhookDeliveryListResponse } },
    },
    async (request) => {
      const { workspaceId, endpointId } = request.params;
      const endpoint = await findEndpoint(app.db, workspaceId, endpointId);
      const log = await listDeliveries(app.db, endpoint.id, request.query.limit);
      return { deliveries: log.map(({ delivery, attempts }) => presentDelivery(delivery, attempts)) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/webhooks/:endpointId/deliveries/:deliveryId/resend',
    { config: { access, apiKey: 'write' }, schema: { params: WebhookDeliveryParams } },
    async (request, reply) => {
      const { workspaceId, endpointId, deliveryId } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const endpoint = await findEndpoint(trx, workspaceId, endpointId);
        await resendDelivery(trx, app.jobs, endpoint.id, deliveryId);
        await recordKeyChange(trx, memberAccess(request).apiKey, workspaceId, 'webhook-delivery-resent', endpoint.url);
      });
      return reply.code(202).send();
    },
  );
};
