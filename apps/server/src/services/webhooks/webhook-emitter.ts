import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { WebhookEventType } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** How a change announces itself to the workspace's webhook endpoints. */
export interface WebhookEmitter {
  emit(trx: Transaction<Database>, workspaceId: string, type: WebhookEventType, data: unknown): Promise<void>;
}

/**
 * Queues the event for every enabled endpoint of the workspace that subscribed to it, with one
 * delivery job each, in the caller's transaction: committed with the change, gone with a rollback.
 * One message id per event, shared by its endpoints and kept on every try (receivers deduplicate on it).
 */
export function createWebhookEmitter(jobs: Pick<JobQueue, 'enqueue'>, clock: () => Date = () => new Date()): WebhookEmitter {
  return {
    async emit(trx, workspaceId, type, data) {
      const endpoints = await trx
        .selectFrom('webhook_endpoints')
        .select(['id', 'event_types'])
        .where('workspace_id', '=', workspaceId)
        .where('enabled', '=', 1)
        .execute();
      const subscribed = endpoints.filter((endpoint) => WebhookEventType.array().parse(JSON.parse(endpoint.event_types)).includes(type));
      if (subscribed.length === 0) return;
      const now = clock().toISOString();
      const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
      const payload = JSON.stringify({ type, timestamp: now, data });
      for (const endpoint of subscribed) {
        const id = randomUUID();
        await trx
          .insertInto('webhook_deliveries')
          .values({ id, endpoint_id: endpoint.id, workspace_id: workspaceId, message_id: messageId, event_type: type, payload, state: 'pending', next_attempt_at: now, created_at: now })
          .execute();
        await jobs.enqueue(trx, 'webhook-deliver', { deliveryId: id });
      }
    },
  };
}
