import type { Kysely } from 'kysely';
import type { SignInRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from './passwords.ts';
import { openSession, type ClientInfo } from './sessions.ts';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.ts';

/**
 * docs/product/errors.md names each case to the user, so the codes tell them apart. `trustedUserId`: the account
 * this browser signed in to before (its device cookie), exempt from the account-wide throttle.
 */
export async function signIn(
  db: Kysely<Database>,
  input: SignInRequest,
  client: ClientInfo & { ip: string },
  trustedUserId: string | null,
) {
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!user) throw new AppError('user-not-found', 'No account found with this email');
  const source = { ip: client.ip, trusted: trustedUserId === user.id };
  // Checked before the password, so a throttled guesser learns nothing more.
  await assertSignInAllowed(db, user.id, source);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.password))) {
    await recordSignInFailure(db, user.id, source);
    throw new AppError('wrong-password', 'Incorrect password');
  }
  if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
  await clearSignInFailures(db, user.id, client.ip);
  const { session, refreshSecret } = await openSession(db, user.id, client);
  return { user, session, refreshSecret };
}
