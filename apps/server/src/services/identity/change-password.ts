import type { Kysely } from 'kysely';
import type { ChangePasswordRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertUnderAccountLimit, recordAttempt } from './auth-attempts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/** Sets a new password after checking the current one; every other session of the user ends. */
export async function changePassword(db: Kysely<Database>, auth: { userId: string; sessionId: string }, input: ChangePasswordRequest) {
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  // A stolen token must not become a way to guess the password: wrong guesses count like failed sign-ins.
  await assertUnderAccountLimit(db, 'sign-in-failure', user.id);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    await recordAttempt(db, 'sign-in-failure', user.id);
    throw new AppError('wrong-password', 'Incorrect password');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    return { revokedSessionIds: await revokeUserSessions(trx, user.id, auth.sessionId) };
  });
}
