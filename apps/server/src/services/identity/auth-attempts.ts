import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { identityDb, type AuthAttemptsTable } from './identity-tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
// Failed sign-ins are throttled, never counted to a lock-out: sign-in-throttle.ts.
type Kind = Extract<AuthAttemptsTable['kind'], 'reset-email'>;

/** Per-account limits, on top of the per-IP limits of @fastify/rate-limit: an attacker rotating IPs still stops. */
export const ACCOUNT_LIMITS: Record<Kind, { max: number; windowMinutes: number; message: string }> = {
  'reset-email': {
    max: 5,
    windowMinutes: 60,
    message: 'Too many reset e-mails for this account. Wait an hour and try again.',
  },
};

const windowStart = (kind: Kind) => new Date(Date.now() - ACCOUNT_LIMITS[kind].windowMinutes * 60_000).toISOString();

/** 429 rate-limited once the account has used up its attempts of this kind in the window. */
export async function assertUnderAccountLimit(db: Db, kind: Kind, subjectKey: string): Promise<void> {
  const row = await identityDb(db)
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .where('subject_key', '=', subjectKey)
    .where('created_at', '>', windowStart(kind))
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= ACCOUNT_LIMITS[kind].max) throw new AppError('rate-limited', ACCOUNT_LIMITS[kind].message);
}

export async function recordAttempt(db: Db, kind: Kind, subjectKey: string): Promise<void> {
  const tables = identityDb(db);
  // Old rows no longer count toward any window: drop them as new ones arrive.
  await tables.deleteFrom('auth_attempts').where('kind', '=', kind).where('created_at', '<=', windowStart(kind)).execute();
  await tables
    .insertInto('auth_attempts')
    .values({ id: randomUUID(), kind, subject_key: subjectKey, created_at: new Date().toISOString() })
    .execute();
}
