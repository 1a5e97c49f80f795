import { SignJWT, errors, jwtVerify } from 'jose';
import { ID_TOKEN_TTL_SECONDS } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { TOKEN_ALGORITHM, type SigningKeys } from './signing-keys.ts';

export const TOKEN_AUDIENCE = 'commentflow';
/**
 * Tokens the widget sign-in hands to a customer's page: valid only on the widget routes and sockets of
 * one project (claim `pk`), and never renewed (see plugins/authenticate.ts and /auth/refresh).
 */
export const WIDGET_TOKEN_AUDIENCE = 'commentflow-widget';

/** The refusal of a widget token used anywhere but its project's widget. */
export const widgetTokenMisused = () =>
  new AppError('invalid-token', 'This sign-in token is only for the widget of its project. Sign in again.');
const TOKEN_TYPE = 'JWT';

export interface TokenSubject {
  userId: string;
  sessionId: string;
  email: string;
  displayName: string;
  /** Set for a widget token: the public key of the only project whose widget it opens. */
  widgetKey?: string;
}

export interface VerifiedToken {
  userId: string;
  sessionId: string;
  /** A widget token's project key; null for a token of the app. */
  widgetKey: string | null;
}

export async function signIdToken(
  keys: SigningKeys,
  issuer: string,
  subject: TokenSubject,
  ttlSeconds = ID_TOKEN_TTL_SECONDS,
): Promise<string> {
  const { kid, privateKey } = keys.current();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sid: subject.sessionId,
    email: subject.email,
    name: subject.displayName,
    ...(subject.widgetKey && { pk: subject.widgetKey }),
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: TOKEN_TYPE })
    .setIssuer(issuer)
    .setAudience(subject.widgetKey ? WIDGET_TOKEN_AUDIENCE : TOKEN_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(privateKey);
}

/** A token whose signature and claims were checked, with its expiry (seconds since the epoch). */
interface CheckedToken {
  verified: VerifiedToken;
  expires: number;
}

// Bound of each cache below: past it the oldest entry goes (Map keeps insertion order).
const CHECKED_TOKENS_MAX = 10_000;
/**
 * Tokens whose ES256 signature this instance already checked, per key set (a reload makes a new one,
 * so a retired key's tokens are checked again): a signed-in client sends the same token for an hour,
 * and checking its signature was a tenth of every request's CPU. Only the signature is remembered;
 * the expiry is compared on every request, and whether the session is still open is never cached
 * (session-guard.ts asks the database each time: sign-out and disabling take effect at once).
 */
const checkedTokens = new WeakMap<object, Map<string, CheckedToken>>();

function checkedTokensOf(keys: SigningKeys): Map<string, CheckedToken> {
  const keySet = keys.verifierKeySet();
  let checked = checkedTokens.get(keySet);
  if (!checked) checkedTokens.set(keySet, (checked = new Map()));
  return checked;
}

/**
 * Checks signature, algorithm, issuer, audience, type and expiry. It says nothing about the session:
 * callers check that it is still open (session-guard.ts).
 */
export async function verifyIdToken(keys: SigningKeys, issuer: string, token: string): Promise<VerifiedToken> {
  const entry = `${issuer} ${token}`;
  const known = checkedTokensOf(keys).get(entry);
  if (known) {
    if (known.expires > Date.now() / 1000) return known.verified;
    checkedTokensOf(keys).delete(entry);
  }
  const checked = await checkIdToken(keys, issuer, token);
  const cache = checkedTokensOf(keys);
  if (cache.size >= CHECKED_TOKENS_MAX) cache.delete(cache.keys().next().value!);
  cache.set(entry, checked);
  return checked.verified;
}

async function checkIdToken(keys: SigningKeys, issuer: string, token: string): Promise<CheckedToken> {
  const attempt = () =>
    jwtVerify(token, keys.verifierKeySet(), {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: [TOKEN_AUDIENCE, WIDGET_TOKEN_AUDIENCE],
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
    const { sub, sid, aud, pk, exp } = result.payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') throw new AppError('invalid-token', 'The sign-in token is not valid');
    const audiences = Array.isArray(aud) ? aud : [aud];
    // One audience per token: a token naming both would be an app token that also passes as a widget one.
    if (audiences.length !== 1) throw new AppError('invalid-token', 'The sign-in token is not valid');
    if (audiences[0] === WIDGET_TOKEN_AUDIENCE) {
      if (typeof pk !== 'string') throw new AppError('invalid-token', 'The sign-in token is not valid');
      return { verified: { userId: sub, sessionId: sid, widgetKey: pk }, expires: exp! };
    }
    return { verified: { userId: sub, sessionId: sid, widgetKey: null }, expires: exp! };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('token-expired', 'Your session has expired. Sign in again.');
    throw new AppError('invalid-token', 'The sign-in token is not valid. Sign in again.');
  }
}
