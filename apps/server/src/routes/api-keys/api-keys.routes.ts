import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyListResponse,
  ApiKeyParams,
  ApiKeyUsageQuery,
  ApiKeyUsageResponse,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
  WorkspaceParams,
} from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { presentApiKey } from '../../presenters/api-key.ts';
import { apiKeyUsage, createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/manage-api-keys.ts';

const MANAGE_MESSAGE = 'Only owners and admins manage API keys';

/** A workspace's API keys, managed by its owners and admins in /client/api. Keys cannot manage keys. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/api-keys',
    { schema: { params: WorkspaceParams, response: { 200: ApiKeyListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      authorize(await requireMembership(app.db, userId, workspaceId), 'apikey:manage', MANAGE_MESSAGE);
      return { keys: (await listApiKeys(app.db, workspaceId)).map(presentApiKey) };
    },
  );

  app.get(
    '/workspaces/:workspaceId/api-keys/usage',
    { schema: { params: WorkspaceParams, querystring: ApiKeyUsageQuery, response: { 200: ApiKeyUsageResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      authorize(await requireMembership(app.db, userId, workspaceId), 'apikey:manage', MANAGE_MESSAGE);
      return { usage: await apiKeyUsage(app.db, workspaceId, request.query.days) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/api-keys',
    { schema: { params: WorkspaceParams, body: CreateApiKeyRequest, response: { 201: CreatedApiKeyResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const created = await app.db.transaction().execute(async (trx) => {
        authorize(await requireMembership(trx, userId, workspaceId), 'apikey:manage', MANAGE_MESSAGE);
        return createApiKey(trx, workspaceId, userId, request.body);
      });
      return reply.code(201).send({ key: presentApiKey(created.key), secret: created.secret });
    },
  );

  app.delete('/workspaces/:workspaceId/api-keys/:keyId', { schema: { params: ApiKeyParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const { workspaceId, keyId } = request.params;
    await app.db.transaction().execute(async (trx) => {
      authorize(await requireMembership(trx, userId, workspaceId), 'apikey:manage', MANAGE_MESSAGE);
      await revokeApiKey(trx, workspaceId, keyId);
    });
    return reply.code(204).send();
  });
};
