import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { WebhookEventType } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';

/**
 * Queues an event for every enabled endpoint of the workspace that subscribed to it, in the caller's
 * transaction: committed with the change, gone with a rollback. The relay (relay-deliveries.ts) hands
 * the rows to the job layer. One message id per event, shared by its endpoints and kept on retries.
 */
export async function emitWebhookEvent(trx: Transaction<Database>, workspaceId: string, type: WebhookEventType, data: unknown, now = new Date()): Promise<void> {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('workspace_id', '=', workspaceId)
    .where('enabled', '=', 1)
    .execute();
  const subscribed = endpoints.filter((endpoint) => WebhookEventType.array().parse(JSON.parse(endpoint.event_types)).includes(type));
  if (subscribed.length === 0) return;
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  await trx
    .insertInto('webhook_deliveries')
    .values(
      subscribed.map((endpoint) => ({
        id: randomUUID(),
        endpoint_id: endpoint.id,
        workspace_id: workspaceId,
        message_id: messageId,
        event_type: type,
        payload,
        state: 'pending' as const,
        relayed: 0 as const,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}
