import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An OAuth sign-in between the redirect to the provider and its callback (migration 0002). */
export interface OAuthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_path: string;
  created_at: string;
  expires_at: string;
}

/** One counted attempt (a failed sign-in, a reset e-mail) for the per-account rate limits. */
export interface AuthAttemptsTable {
  id: string;
  /** sign-in-failure: per account and source; sign-in-failure-account: per account (sign-in-throttle.ts). */
  kind: 'sign-in-failure' | 'sign-in-failure-account' | 'reset-email';
  subject_key: string;
  created_at: string;
}

// A type alias, not an interface: withTables() wants an index signature.
export type IdentityTables = {
  oauth_states: OAuthStatesTable;
  auth_attempts: AuthAttemptsTable;
};

// The identity provider's own tables are typed here rather than in db/schema.ts: nothing else reads them.
export function identityDb(db: Kysely<Database> | Transaction<Database>): Kysely<Database & IdentityTables> {
  return db.withTables<IdentityTables>();
}
