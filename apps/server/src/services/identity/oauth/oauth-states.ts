import type { Kysely } from 'kysely';
import type { OAuthProviderId } from '@commentflow/shared';
import type { Database } from '../../../db/schema.ts';
import { identityDb, type OAuthStatesTable } from '../identity-tables.ts';
import { hashSecret } from '../sessions.ts';
import { randomToken } from './oauth-client.ts';

/** How long a user may spend at the provider before the sign-in must start again. */
export const OAUTH_STATE_TTL_SECONDS = 600;

export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Remembers a sign-in that leaves for the provider; the state is stored hashed, the verifier never leaves the server. */
export async function startOAuthState(
  db: Kysely<Database>,
  input: { provider: OAuthProviderId; redirectUri: string; returnPath: string },
): Promise<PendingSignIn> {
  const pending = { state: randomToken(), codeVerifier: randomToken(), nonce: randomToken() };
  const now = Date.now();
  const tables = identityDb(db);
  await tables.deleteFrom('oauth_states').where('expires_at', '<', new Date(now).toISOString()).execute();
  await tables
    .insertInto('oauth_states')
    .values({
      state_hash: hashSecret(pending.state),
      provider: input.provider,
      code_verifier: pending.codeVerifier,
      nonce: pending.nonce,
      redirect_uri: input.redirectUri,
      return_path: input.returnPath,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + OAUTH_STATE_TTL_SECONDS * 1000).toISOString(),
    })
    .execute();
  return pending;
}

/** The pending sign-in of this state and provider, used up on the first call; null when unknown, used or expired. */
export async function takeOAuthState(db: Kysely<Database>, provider: OAuthProviderId, state: string): Promise<OAuthStatesTable | null> {
  const tables = identityDb(db);
  const stateHash = hashSecret(state);
  const row = await tables.selectFrom('oauth_states').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  if (!row) return null;
  const deleted = await tables.deleteFrom('oauth_states').where('state_hash', '=', stateHash).executeTakeFirst();
  // Two callbacks racing with one state: only the one that deleted the row goes on.
  if (Number(deleted.numDeletedRows) !== 1) return null;
  if (row.provider !== provider || row.expires_at <= new Date().toISOString()) return null;
  return row;
}
