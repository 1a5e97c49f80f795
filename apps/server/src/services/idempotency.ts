import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from './is-unique-violation.ts';

/** A stored answer is replayed for a day; after that the key may be used again. */
export const IDEMPOTENCY_KEPT_MS = 24 * 3_600_000;
/** A first request still unanswered after this long is taken as lost (a crash) and may be retried. */
const ABANDONED_MS = 60_000;

export const requestFingerprint = (method: string, url: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

export type IdempotencyClaim = { kind: 'claimed' } | { kind: 'replay'; statusCode: number; body: string };

/**
 * The first request with a key claims it; a retry with the same request gets the stored answer;
 * the same key with another request is refused (422), and so is a retry while the first still runs (409).
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  principal: string,
  key: string,
  fingerprint: string,
  now = new Date(),
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db
        .insertInto('idempotency_keys')
        .values({ principal, key, fingerprint, status_code: null, response_body: null, created_at: now.toISOString() })
        .execute();
      return { kind: 'claimed' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('principal', '=', principal)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!stored) continue;
    const age = now.getTime() - new Date(stored.created_at).getTime();
    const stale = age > IDEMPOTENCY_KEPT_MS || (stored.status_code === null && age > ABANDONED_MS);
    if (stale) {
      await releaseIdempotencyKey(db, principal, key);
      continue;
    }
    if (stored.fingerprint !== fingerprint) {
      throw new AppError(
        'idempotency-key-reused',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      );
    }
    if (stored.status_code === null) {
      throw new AppError('conflict', 'A request with this Idempotency-Key is still being processed. Retry in a moment.');
    }
    return { kind: 'replay', statusCode: stored.status_code, body: stored.response_body ?? '' };
  }
  throw new AppError('conflict', 'A request with this Idempotency-Key is still being processed. Retry in a moment.');
}

export async function storeIdempotentAnswer(
  db: Kysely<Database>,
  principal: string,
  key: string,
  statusCode: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: body })
    .where('principal', '=', principal)
    .where('key', '=', key)
    .execute();
}

/** A failed first request leaves the key free, so the corrected request can be sent with it. */
export async function releaseIdempotencyKey(db: Kysely<Database>, principal: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('principal', '=', principal).where('key', '=', key).execute();
}
