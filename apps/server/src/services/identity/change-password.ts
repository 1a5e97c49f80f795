import type { Kysely } from 'kysely';
import type { ChangePasswordRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { assertSignInAllowed, recordSignInFailure } from './sign-in-throttle.ts';

/** Sets a new password after checking the current one; every other session of the user ends. */
export async function changePassword(
  db: Kysely<Database>,
  auth: { userId: string; sessionId: string },
  input: ChangePasswordRequest,
  ip: string,
) {
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  // A stolen token must not become a way to guess the password: wrong guesses are throttled like failed
  // sign-ins from this source. Signed in already, the caller is a trusted source: a token holder never
  // slows the owner's other sources down.
  const source = { ip, trusted: true };
  await assertSignInAllowed(db, user.id, source);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    await recordSignInFailure(db, user.id, source);
    throw new AppError('wrong-password', 'Incorrect password');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    return { revokedSessionIds: await revokeUserSessions(trx, user.id, auth.sessionId) };
  });
}
