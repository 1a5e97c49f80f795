import type { Kysely } from 'kysely';
import type { SignUpRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../is-unique-violation.ts';
import { createAccount } from './create-account.ts';
import { hashPassword } from './passwords.ts';
import { openSession, type ClientInfo } from './sessions.ts';

const emailTaken = () => new AppError('email-already-in-use', 'An account with this email already exists');

/** A new account with its first workspace and a signed-in session, in one transaction. */
export async function signUp(db: Kysely<Database>, input: SignUpRequest, client: ClientInfo) {
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await createAccount(trx, {
        email: input.email,
        displayName: input.displayName,
        passwordHash,
        emailVerified: false,
        product: input.product,
      });
      const { session, refreshSecret } = await openSession(trx, user.id, client);
      return { user, session, refreshSecret };
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
