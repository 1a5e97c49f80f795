import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PasswordResetConfirmRequest } from '@commentflow/shared';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertUnderAccountLimit, recordAttempt } from './auth-attempts.ts';
import { clearAllSignInFailures } from './sign-in-throttle.ts';
import { hashPassword } from './passwords.ts';
import { hashSecret, openSession, revokeUserSessions, type ClientInfo } from './sessions.ts';

export const RESET_TOKEN_TTL_MS = 3_600_000;

const invalidToken = () => new AppError('invalid-reset-token', 'This reset link is invalid or has expired. Ask for a new one.');

/** A single-use reset token for the account with this e-mail; only its hash is stored. */
export async function requestPasswordReset(db: Kysely<Database>, email: string): Promise<{ user: UserRow; token: string }> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  // docs/product/errors.md names this case to the user ('No account found with this email').
  if (!user) throw new AppError('user-not-found', 'No account found with this email');
  if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
  await assertUnderAccountLimit(db, 'reset-email', user.id);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('password_resets')
    .values({
      id: randomUUID(),
      user_id: user.id,
      token_hash: hashSecret(token),
      expires_at: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  await recordAttempt(db, 'reset-email', user.id);
  return { user, token };
}

/**
 * Uses the token (once), sets the new password, ends every session of the user and opens a new one.
 * Following the e-mailed link proves the address, so the e-mail counts as verified from here on.
 */
export async function confirmPasswordReset(db: Kysely<Database>, input: PasswordResetConfirmRequest, client: ClientInfo) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const reset = await trx
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.id', 'password_resets.user_id'])
      .where('password_resets.token_hash', '=', hashSecret(input.token))
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now)
      .where('users.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!reset) throw invalidToken();
    // Conditional on used_at: of two concurrent uses of one link, only one updates a row.
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw invalidToken();
    // The other links sent to this account stop working too.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified: 1, updated_at: now })
      .where('id', '=', reset.user_id)
      .execute();
    const revokedSessionIds = await revokeUserSessions(trx, reset.user_id, null);
    await clearAllSignInFailures(trx, reset.user_id);
    const { session, refreshSecret } = await openSession(trx, reset.user_id, client);
    const user = await trx.selectFrom('users').selectAll().where('id', '=', reset.user_id).executeTakeFirstOrThrow();
    return { user, session, refreshSecret, revokedSessionIds };
  });
}
