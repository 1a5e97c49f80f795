import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WebhookAttemptsTable, WebhookDeliveryRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;

/** An endpoint's latest deliveries, newest first, each with its tries in order. */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  limit: number,
): Promise<{ delivery: WebhookDeliveryRow; attempts: WebhookAttemptRow[] }[]> {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      deliveries.map((delivery) => delivery.id),
    )
    .orderBy('attempt')
    .execute();
  return deliveries.map((delivery) => ({ delivery, attempts: attempts.filter((attempt) => attempt.delivery_id === delivery.id) }));
}

/** One more try of a delivery, sent by the job layer; the same message id and body, freshly signed. */
export async function resendDelivery(
  trx: Transaction<Database>,
  jobs: Pick<JobQueue, 'enqueue'>,
  endpointId: string,
  deliveryId: string,
): Promise<void> {
  const delivery = await trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!delivery) throw notFound('Webhook delivery');
  await jobs.enqueue(trx, 'webhook-resend', { deliveryId });
}
