import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyIdToken, type VerifiedToken } from './id-tokens.ts';
import { findOpenSession } from './sessions.ts';
import type { SigningKeys } from './signing-keys.ts';

/** A valid token of a session that is still open: the check every HTTP request and socket passes. */
export async function authenticateToken(db: Kysely<Database>, keys: SigningKeys, issuer: string, token: string): Promise<VerifiedToken> {
  const verified = await verifyIdToken(keys, issuer, token);
  const session = await findOpenSession(db, { id: verified.sessionId });
  if (!session || session.userId !== verified.userId) {
    throw new AppError('invalid-token', 'This session has ended. Sign in again.');
  }
  return verified;
}
