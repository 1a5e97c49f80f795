import type { Kysely } from 'kysely';
import type { SignInRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from './passwords.ts';
import { openSession, type ClientInfo } from './sessions.ts';

// Spec §8 names each case to the user, so the codes tell them apart.
export async function signIn(db: Kysely<Database>, input: SignInRequest, client: ClientInfo) {
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!user) throw new AppError('user-not-found', 'No account found with this email');
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('wrong-password', 'Incorrect password');
  }
  if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
  const { session, refreshSecret } = await openSession(db, user.id, client);
  return { user, session, refreshSecret };
}
