import { SignJWT, errors, jwtVerify } from 'jose';
import { ID_TOKEN_TTL_SECONDS } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { TOKEN_ALGORITHM, type SigningKeys } from './signing-keys.ts';

export const TOKEN_AUDIENCE = 'commentflow';
const TOKEN_TYPE = 'JWT';

export interface TokenSubject {
  userId: string;
  sessionId: string;
  email: string;
  displayName: string;
}

export interface VerifiedToken {
  userId: string;
  sessionId: string;
}

export async function signIdToken(keys: SigningKeys, issuer: string, subject: TokenSubject, ttlSeconds = ID_TOKEN_TTL_SECONDS): Promise<string> {
  const { kid, privateKey } = keys.current();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: subject.sessionId, email: subject.email, name: subject.displayName })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: TOKEN_TYPE })
    .setIssuer(issuer)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(privateKey);
}

/**
 * Checks signature, algorithm, issuer, audience, type and expiry. It says nothing about the session:
 * callers check that it is still open (session-guard.ts).
 */
export async function verifyIdToken(keys: SigningKeys, issuer: string, token: string): Promise<VerifiedToken> {
  const attempt = () =>
    jwtVerify(token, keys.verifierKeySet(), {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: TOKEN_AUDIENCE,
      typ: TOKEN_TYPE,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
  try {
    let result;
    try {
      result = await attempt();
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      await keys.reload();
      result = await attempt();
    }
    const { sub, sid } = result.payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') throw new AppError('invalid-token', 'The sign-in token is not valid');
    return { userId: sub, sessionId: sid };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('token-expired', 'Your session has expired. Sign in again.');
    throw new AppError('invalid-token', 'The sign-in token is not valid. Sign in again.');
  }
}
