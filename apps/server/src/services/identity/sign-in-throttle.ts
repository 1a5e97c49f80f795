import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { identityDb, type AuthAttemptsTable } from './identity-tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Failed password checks slow the guesser down without ever locking the owner out. Two counts, each
 * over the last day, each with a delay that doubles per failure once its free failures are spent
 * (1 s, 2 s, 4 s... capped at 15 minutes), measured from the last failure:
 * - per account and source (address): one source guessing gets slower and slower, while the owner
 *   signs in from anywhere else untouched;
 * - per account, from sources not trusted for it: many addresses guessing together slow every
 *   untrusted source down, but a browser that signed in to the account before (trusted-device.ts)
 *   is exempt, so the owner still gets in. Brute force stays at about one guess per 15 minutes.
 */
export const SIGN_IN_THROTTLE = {
  source: { kind: 'sign-in-failure', freeFailures: 5 },
  account: { kind: 'sign-in-failure-account', freeFailures: 20 },
  maxDelaySeconds: 15 * 60,
  windowHours: 24,
} as const;

type Scope = (typeof SIGN_IN_THROTTLE)['source' | 'account'];

export interface SignInSource {
  ip: string;
  /** Whether this browser signed in to the account with its password before. */
  trusted: boolean;
}

const sourceKey = (userId: string, ip: string) => `${userId}|${ip}`;
const windowStart = () => new Date(Date.now() - SIGN_IN_THROTTLE.windowHours * 3_600_000).toISOString();

/** The delay after `failures` failures: none while free ones remain, then doubling up to the cap. */
export function throttleDelaySeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), SIGN_IN_THROTTLE.maxDelaySeconds);
}

/** Seconds left before this scope takes another attempt (0: now). */
async function secondsToWait(db: Db, scope: Scope, subjectKey: string): Promise<number> {
  const row = await identityDb(db)
    .selectFrom('auth_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('last')])
    .where('kind', '=', scope.kind)
    .where('subject_key', '=', subjectKey)
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  const delay = throttleDelaySeconds(Number(row.count), scope.freeFailures);
  if (delay === 0 || !row.last) return 0;
  return Math.max(0, Math.ceil((Date.parse(String(row.last)) + delay * 1000 - Date.now()) / 1000));
}

/** 429 rate-limited (with the wait, in seconds) while this source must wait before its next try. */
export async function assertSignInAllowed(db: Db, userId: string, source: SignInSource): Promise<void> {
  const fromHere = await secondsToWait(db, SIGN_IN_THROTTLE.source, sourceKey(userId, source.ip));
  if (fromHere > 0) {
    throw new AppError(
      'rate-limited',
      template('Too many failed sign-ins from here. Wait {seconds} seconds or reset your password.', { seconds: fromHere }),
      {
        retryAfterSeconds: fromHere,
      },
    );
  }
  if (source.trusted) return;
  const onAccount = await secondsToWait(db, SIGN_IN_THROTTLE.account, userId);
  if (onAccount > 0) {
    throw new AppError(
      'rate-limited',
      template(
        'Many failed sign-ins to this account. Wait {seconds} seconds, sign in from a browser you used before, or reset your password.',
        { seconds: onAccount },
      ),
      { retryAfterSeconds: onAccount },
    );
  }
}

export async function recordSignInFailure(db: Db, userId: string, source: SignInSource): Promise<void> {
  const tables = identityDb(db);
  const kinds: AuthAttemptsTable['kind'][] = [SIGN_IN_THROTTLE.source.kind, SIGN_IN_THROTTLE.account.kind];
  // Rows older than the window no longer count: drop them as new ones arrive.
  await tables.deleteFrom('auth_attempts').where('kind', 'in', kinds).where('created_at', '<=', windowStart()).execute();
  const now = new Date().toISOString();
  const rows: AuthAttemptsTable[] = [
    { id: randomUUID(), kind: SIGN_IN_THROTTLE.source.kind, subject_key: sourceKey(userId, source.ip), created_at: now },
  ];
  if (!source.trusted) rows.push({ id: randomUUID(), kind: SIGN_IN_THROTTLE.account.kind, subject_key: userId, created_at: now });
  await tables.insertInto('auth_attempts').values(rows).execute();
}

/**
 * After the right password: this source starts afresh. The account-wide count stays (it is the
 * guessers', not the owner's) and runs out with its window.
 */
export async function clearSignInFailures(db: Db, userId: string, ip: string): Promise<void> {
  await identityDb(db)
    .deleteFrom('auth_attempts')
    .where('kind', '=', SIGN_IN_THROTTLE.source.kind)
    .where('subject_key', '=', sourceKey(userId, ip))
    .execute();
}

/** A password reset proves the mailbox: every source of the account starts afresh. */
export async function clearAllSignInFailures(db: Db, userId: string): Promise<void> {
  await identityDb(db)
    .deleteFrom('auth_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', SIGN_IN_THROTTLE.source.kind), eb('subject_key', 'like', `${userId}|%`)]),
        eb.and([eb('kind', '=', SIGN_IN_THROTTLE.account.kind), eb('subject_key', '=', userId)]),
      ]),
    )
    .execute();
}
