import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Last-used is kept to the minute: a busy key does not rewrite its row on every call. */
const LAST_USED_PRECISION_MS = 60_000;

/** One call of a key: counted in its hour (the usage chart) and its last use updated. */
export async function recordApiKeyUse(db: Kysely<Database>, keyId: string, now = new Date()): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
  await db
    .insertInto('api_key_usage')
    .values({ key_id: keyId, hour, calls: 1 })
    .onConflict((conflict) => conflict.columns(['key_id', 'hour']).doUpdateSet({ calls: sql`api_key_usage.calls + 1` }))
    .execute();
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', keyId)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - LAST_USED_PRECISION_MS).toISOString())]),
    )
    .execute();
}
