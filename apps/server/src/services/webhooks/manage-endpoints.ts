import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  WEBHOOK_PREVIOUS_SECRET_MS,
  WEBHOOK_SECRET_PREFIX,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
} from '@commentflow/shared';
import type { Database, WebhookEndpointRow, WebhookEndpointsTable } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { OutboundError } from '../../outbound/outbound-fetch.ts';
import type { ApiKeyPrincipal, Caller } from '../../policies/api-key-principal.ts';
import { recordKeyChange } from '../api-keys/key-activity.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** 32 random bytes: the spec asks for 24 to 64. */
export const newWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');

/** A URL the server will call later: refused now if it already points at a non-public address. */
export async function assertCallableUrl(check: (url: string) => Promise<void>, url: string): Promise<void> {
  try {
    await check(url);
  } catch (error) {
    if (error instanceof OutboundError) throw validationFailed([{ path: 'body.url', message: error.message }]);
    throw error;
  }
}

export async function createEndpoint(
  trx: Transaction<Database>,
  workspaceId: string,
  createdBy: Caller,
  input: z.output<typeof CreateWebhookEndpointRequest>,
  now = new Date(),
): Promise<WebhookEndpointRow> {
  const row = {
    id: randomUUID(),
    workspace_id: workspaceId,
    url: input.url,
    description: input.description,
    event_types: JSON.stringify(input.eventTypes),
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_expires_at: null,
    enabled: 1 as const,
    disabled_reason: null,
    failing_since: null,
    created_by: createdBy.userId,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await trx.insertInto('webhook_endpoints').values(row).execute();
  await recordKeyChange(trx, createdBy.apiKey, workspaceId, 'webhook-created', row.url);
  return row;
}

export const listEndpoints = (db: Db, workspaceId: string): Promise<WebhookEndpointRow[]> =>
  db.selectFrom('webhook_endpoints').selectAll().where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute();

/** One of the workspace's endpoints; another workspace's id answers 404. */
export async function findEndpoint(db: Db, workspaceId: string, endpointId: string): Promise<WebhookEndpointRow> {
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint;
}

export async function updateEndpoint(
  trx: Transaction<Database>,
  endpoint: WebhookEndpointRow,
  patch: z.output<typeof UpdateWebhookEndpointRequest>,
  apiKey: ApiKeyPrincipal | null,
  now = new Date(),
): Promise<WebhookEndpointRow> {
  const changes: Partial<WebhookEndpointsTable> = { updated_at: now.toISOString() };
  if (patch.url !== undefined) changes.url = patch.url;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.eventTypes !== undefined) changes.event_types = JSON.stringify(patch.eventTypes);
  if (patch.enabled === true) Object.assign(changes, { enabled: 1, disabled_reason: null, failing_since: null });
  if (patch.enabled === false) Object.assign(changes, { enabled: 0, disabled_reason: 'manual' });
  await trx.updateTable('webhook_endpoints').set(changes).where('id', '=', endpoint.id).execute();
  await recordKeyChange(trx, apiKey, endpoint.workspace_id, 'webhook-updated', changes.url ?? endpoint.url);
  return { ...endpoint, ...changes };
}

export async function deleteEndpoint(
  trx: Transaction<Database>,
  endpoint: WebhookEndpointRow,
  apiKey: ApiKeyPrincipal | null,
): Promise<void> {
  await trx.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
  await recordKeyChange(trx, apiKey, endpoint.workspace_id, 'webhook-deleted', endpoint.url);
}

/** A new secret signs from now on; the old one keeps signing too for a day, then stops. */
export async function rotateSecret(
  trx: Transaction<Database>,
  endpoint: WebhookEndpointRow,
  apiKey: ApiKeyPrincipal | null,
  now = new Date(),
): Promise<WebhookEndpointRow> {
  const changes = {
    secret: newWebhookSecret(),
    previous_secret: endpoint.secret,
    previous_secret_expires_at: new Date(now.getTime() + WEBHOOK_PREVIOUS_SECRET_MS).toISOString(),
    updated_at: now.toISOString(),
  };
  await trx.updateTable('webhook_endpoints').set(changes).where('id', '=', endpoint.id).execute();
  await recordKeyChange(trx, apiKey, endpoint.workspace_id, 'webhook-secret-rotated', endpoint.url);
  return { ...endpoint, ...changes };
}
