import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignUpRequest } from '@commentflow/shared';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createWorkspace } from '../create-workspace.ts';
import { isUniqueViolation } from '../is-unique-violation.ts';
import { hashPassword } from './passwords.ts';
import { openSession, type ClientInfo } from './sessions.ts';

const emailTaken = () => new AppError('email-already-in-use', 'An account with this email already exists');

/** A new account with its first workspace and a signed-in session, in one transaction. */
export async function signUp(db: Kysely<Database>, input: SignUpRequest, client: ClientInfo) {
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    email: input.email,
    display_name: input.displayName,
    photo_url: null,
    email_verified: 0,
    password_hash: passwordHash,
    is_admin: 0,
    disabled_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user).execute();
      const workspace = await createWorkspace(trx, { ownerId: user.id, name: `${input.displayName}'s workspace` });
      const { session, refreshSecret } = await openSession(trx, user.id, client);
      return { user, workspace, session, refreshSecret };
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
