import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { API_KEY_USAGE_DAYS_MAX } from '@commentflow/shared';
import { IDEMPOTENCY_KEPT_MS } from '../idempotency.ts';

/** How long an endpoint's delivery log keeps a delivery (its tries go with it). */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * What the developer platform stops needing: deliveries older than the log keeps, unless still on
 * their retry schedule, Idempotency-Key answers past their day, and key usage older than the chart shows.
 */
export async function sweepPlatform(db: Kysely<Database>, now = new Date()): Promise<void> {
  const logCutoff = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('webhook_deliveries').where('created_at', '<', logCutoff).where('state', '!=', 'pending').execute();
  await db
    .deleteFrom('api_key_usage')
    .where('hour', '<', new Date(now.getTime() - API_KEY_USAGE_DAYS_MAX * 86_400_000).toISOString())
    .execute();
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEPT_MS).toISOString())
    .execute();
}
