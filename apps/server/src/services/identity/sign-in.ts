import type { Kysely } from 'kysely';
import type { SignInRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertUnderAccountLimit, clearAttempts, recordAttempt } from './auth-attempts.ts';
import { verifyPassword } from './passwords.ts';
import { openSession, type ClientInfo } from './sessions.ts';

// Spec §8 names each case to the user, so the codes tell them apart.
export async function signIn(db: Kysely<Database>, input: SignInRequest, client: ClientInfo) {
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!user) throw new AppError('user-not-found', 'No account found with this email');
  // Checked before the password, so a locked account tells a guesser nothing more.
  await assertUnderAccountLimit(db, 'sign-in-failure', user.id);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.password))) {
    await recordAttempt(db, 'sign-in-failure', user.id);
    throw new AppError('wrong-password', 'Incorrect password');
  }
  if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
  await clearAttempts(db, 'sign-in-failure', user.id);
  const { session, refreshSecret } = await openSession(db, user.id, client);
  return { user, session, refreshSecret };
}
