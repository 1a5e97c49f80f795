import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { WebhookEventType } from '@commentflow/shared';
import { decodeJson, encodeJson } from '../../db/json-columns.ts';
import type { CommentWithAuthor } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { workspaceAudience } from '../workspace-audience.ts';

/**
 * An event's data as a service hands it over: a comment (or reply) still as its row. The emitter's
 * presenter (presenters/webhook-data.ts, given in app.ts) puts it in the API's shape, so services
 * never present.
 */
export type WebhookData = Record<string, unknown> & { comment?: CommentWithAuthor; reply?: CommentWithAuthor };

/** How a change announces itself to the workspace's webhook endpoints. */
export interface WebhookEmitter {
  emit(trx: Transaction<Database>, workspaceId: string, type: WebhookEventType, data: WebhookData): Promise<void>;
}

/**
 * Queues the event for every enabled endpoint of the workspace that subscribed to it, with one
 * delivery job each, in the caller's transaction: committed with the change, gone with a rollback.
 * One message id per event, shared by its endpoints and kept on every try (receivers deduplicate on it).
 */
export function createWebhookEmitter(
  jobs: Pick<JobQueue, 'enqueue'>,
  present: (data: WebhookData) => unknown,
  clock: () => Date = () => new Date(),
): WebhookEmitter {
  return {
    async emit(trx, workspaceId, type, data) {
      const { endpoints } = await workspaceAudience(trx, workspaceId);
      const subscribed = endpoints.filter((endpoint) => WebhookEventType.array().parse(decodeJson(endpoint.eventTypes)).includes(type));
      if (subscribed.length === 0) return;
      const now = clock().toISOString();
      const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
      const payload = encodeJson({ type, timestamp: now, data: present(data) });
      for (const endpoint of subscribed) {
        const id = randomUUID();
        await trx
          .insertInto('webhook_deliveries')
          .values({
            id,
            endpoint_id: endpoint.id,
            workspace_id: workspaceId,
            message_id: messageId,
            event_type: type,
            payload,
            state: 'pending',
            next_attempt_at: now,
            created_at: now,
          })
          .execute();
        await jobs.enqueue(trx, 'webhook-deliver', { deliveryId: id });
      }
    },
  };
}
