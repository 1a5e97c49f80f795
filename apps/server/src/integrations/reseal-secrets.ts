import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CredentialBox } from './credential-box.ts';
import { sealContext } from './integration-store.ts';

/**
 * After a key rotation (README: "Rotating the integrations key"), seals again under the current key
 * every secret an older key sealed, so the previous key can be dropped after one start.
 */
export async function resealIntegrationSecrets(db: Kysely<Database>, box: CredentialBox): Promise<number> {
  const rows = await db.selectFrom('integrations').select(['id', 'credentials', 'webhook_secret']).execute();
  let resealed = 0;
  for (const row of rows) {
    const stale = box.isStale(row.credentials) || (row.webhook_secret !== null && box.isStale(row.webhook_secret));
    if (!stale) continue;
    const reseal = (value: string, field: 'credentials' | 'webhook_secret') =>
      box.seal(box.open(value, sealContext(row.id, field)), sealContext(row.id, field));
    await db
      .updateTable('integrations')
      .set({
        credentials: reseal(row.credentials, 'credentials'),
        webhook_secret: row.webhook_secret === null ? null : reseal(row.webhook_secret, 'webhook_secret'),
      })
      .where('id', '=', row.id)
      .execute();
    resealed += 1;
  }
  return resealed;
}
