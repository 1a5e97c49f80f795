import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OAuthProviderId } from '@commentflow/shared';
import type { Database, UserRow } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { isUniqueViolation } from '../../is-unique-violation.ts';
import { createAccount } from '../create-account.ts';
import { openSession, type ClientInfo } from '../sessions.ts';
import { oauthFailed } from './oauth-client.ts';
import type { OAuthProfile } from './oauth-providers.ts';

async function linkIdentity(trx: Transaction<Database>, userId: string, provider: OAuthProviderId, profile: OAuthProfile): Promise<void> {
  await trx
    .insertInto('identities')
    .values({
      id: randomUUID(),
      user_id: userId,
      provider,
      subject: profile.subject,
      email: profile.email,
      email_verified: profile.emailVerified ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * The account this provider account signs into: the one already linked by (provider, subject); else
 * an existing account with the same e-mail, linked only when the provider AND the account both have it
 * verified (otherwise whoever registered the address first could be taken over); else a new account.
 */
async function findOrCreateUser(trx: Transaction<Database>, provider: OAuthProviderId, profile: OAuthProfile): Promise<UserRow> {
  const linked = await trx
    .selectFrom('identities')
    .innerJoin('users', 'users.id', 'identities.user_id')
    .selectAll('users')
    .where('identities.provider', '=', provider)
    .where('identities.subject', '=', profile.subject)
    .executeTakeFirst();
  if (linked) {
    await trx
      .updateTable('identities')
      .set({ email: profile.email, email_verified: profile.emailVerified ? 1 : 0 })
      .where('provider', '=', provider)
      .where('subject', '=', profile.subject)
      .execute();
    return linked;
  }
  if (!profile.email) throw oauthFailed('The sign-in provider did not share an e-mail address');
  const existing = await trx.selectFrom('users').selectAll().where('email', '=', profile.email).executeTakeFirst();
  if (existing) {
    if (!profile.emailVerified || existing.email_verified !== 1) {
      throw new AppError(
        'account-exists-unverified',
        'An account with this email already exists. Sign in with your password, then connect this provider.',
      );
    }
    await linkIdentity(trx, existing.id, provider, profile);
    return existing;
  }
  const user = await createAccount(trx, {
    email: profile.email,
    displayName: profile.displayName,
    passwordHash: null,
    emailVerified: profile.emailVerified,
    photoUrl: profile.photoUrl,
  });
  await linkIdentity(trx, user.id, provider, profile);
  return user;
}

/** Signs in with a provider's profile and opens a session. */
export async function oauthSignIn(db: Kysely<Database>, provider: OAuthProviderId, profile: OAuthProfile, client: ClientInfo) {
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const user = await findOrCreateUser(trx, provider, profile);
      if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
      const { session, refreshSecret } = await openSession(trx, user.id, client);
      return { user, session, refreshSecret };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first sign-ins of one account at once: the loser finds what the winner created.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
