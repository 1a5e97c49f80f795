import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyActivityResponse,
  ApiKeyListResponse,
  CommentParams,
  ApiKeyParams,
  ApiKeyUsageQuery,
  ApiKeyUsageResponse,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
  WorkspaceParams,
} from '@commentflow/shared';
import { loaded, memberAccess } from '../../plugins/route-prelude.ts';
import { presentApiKey } from '../../presenters/api-key.ts';
import { listKeyActivity } from '../../services/api-keys/key-activity.ts';
import { apiKeyUsage, createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/manage-api-keys.ts';

// Keys are refused on these routes (no config.apiKey): a key never makes or revokes keys.
const access = { workspace: 'params', action: 'apikey:manage', message: 'Only owners and admins manage API keys' } as const;

/** A workspace's API keys, managed by its owners and admins in /client/api. Keys cannot manage keys. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/api-keys',
    { config: { access }, schema: { params: WorkspaceParams, response: { 200: ApiKeyListResponse } } },
    async (request) => {
      return { keys: (await listApiKeys(app.db, request.params.workspaceId)).map(presentApiKey) };
    },
  );

  app.get(
    '/workspaces/:workspaceId/api-keys/usage',
    { config: { access }, schema: { params: WorkspaceParams, querystring: ApiKeyUsageQuery, response: { 200: ApiKeyUsageResponse } } },
    async (request) => {
      return { usage: await apiKeyUsage(app.db, request.params.workspaceId, request.query.days) };
    },
  );

  // The audit log of the keys: what each changed, newest first.
  app.get(
    '/workspaces/:workspaceId/api-keys/activity',
    { config: { access }, schema: { params: WorkspaceParams, response: { 200: ApiKeyActivityResponse } } },
    async (request) => {
      return { activity: await listKeyActivity(app.db, { workspaceId: request.params.workspaceId }) };
    },
  );

  // A thread's history of changes made with keys, for anyone who can read the thread.
  app.get(
    '/comments/:commentId/api-key-activity',
    {
      config: { access: { resource: 'comment', action: 'comment:read' } },
      schema: { params: CommentParams, response: { 200: ApiKeyActivityResponse } },
    },
    async (request) => {
      const comment = loaded(request, 'comment');
      return { activity: await listKeyActivity(app.db, { workspaceId: comment.workspace_id, threadId: comment.parent_id ?? comment.id }) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/api-keys',
    { config: { access }, schema: { params: WorkspaceParams, body: CreateApiKeyRequest, response: { 201: CreatedApiKeyResponse } } },
    async (request, reply) => {
      const { userId, workspaceId } = memberAccess(request);
      const created = await app.db.transaction().execute((trx) => createApiKey(trx, workspaceId, userId, request.body));
      return reply.code(201).send({ key: presentApiKey(created.key), secret: created.secret });
    },
  );

  app.delete(
    '/workspaces/:workspaceId/api-keys/:keyId',
    { config: { access }, schema: { params: ApiKeyParams } },
    async (request, reply) => {
      const { workspaceId, keyId } = request.params;
      await app.db.transaction().execute((trx) => revokeApiKey(trx, workspaceId, keyId));
      return reply.code(204).send();
    },
  );
};
