import { createHash, createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { expectOk, ProviderCallError, readJson, type IntegrationHttp } from '../http.ts';

// GitHub App authentication (https://docs.github.com/apps/creating-github-apps/authenticating-with-a-github-app):
// the app signs a short JWT with its private key (RS256, issuer = App ID) and trades it for an
// installation access token, which lives an hour and acts on the repositories the app is installed on.

export interface GitHubAppCredentials {
  appId: string;
  installationId: string;
  privateKey: string;
}

/** A token this close to its expiry is traded for a new one before use. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** GitHub refuses JWTs that live longer than 10 minutes; the issue time is set back for clock drift. */
const JWT_LIFETIME_S = 9 * 60;
const CLOCK_DRIFT_S = 60;

interface CachedToken {
  token: string;
  expiresAt: number;
}

// In memory, per server process: a token is a minute's work to get again, and never stored. Keyed
// by everything that decides the token, so changed credentials never get the old one.
const cache = new Map<string, CachedToken>();

const keyOf = (apiUrl: string, credentials: GitHubAppCredentials) =>
  createHash('sha256').update([apiUrl, credentials.appId, credentials.installationId, credentials.privateKey].join('\n')).digest('hex');

/** The app's JWT: RS256 with the private key from the app's .pem file (PKCS#1 or PKCS#8). */
export async function appJwt(credentials: GitHubAppCredentials, now = Date.now()): Promise<string> {
  let key;
  try {
    key = createPrivateKey(credentials.privateKey);
  } catch {
    throw new ProviderCallError('the private key could not be read; paste the whole .pem file GitHub generated for the app', 422);
  }
  const issuedAt = Math.floor(now / 1000) - CLOCK_DRIFT_S;
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(credentials.appId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CLOCK_DRIFT_S + JWT_LIFETIME_S)
    .sign(key);
}

/**
 * An installation access token for the app's installation: the cached one while it has more than
 * REFRESH_MARGIN_MS left, else a new one from POST /app/installations/{id}/access_tokens.
 */
export async function installationToken(
  http: IntegrationHttp,
  apiUrl: string,
  credentials: GitHubAppCredentials,
  headers: Record<string, string>,
): Promise<string> {
  const key = keyOf(apiUrl, credentials);
  const cached = cache.get(key);
  if (cached && cached.expiresAt - Date.now() > REFRESH_MARGIN_MS) return cached.token;
  const response = expectOk(
    await http(`${apiUrl}/app/installations/${encodeURIComponent(credentials.installationId)}/access_tokens`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${await appJwt(credentials)}` },
    }),
    (body) => (body as { message?: string }).message,
  );
  const answer = readJson<{ token?: string; expires_at?: string }>(response, 'GitHub');
  const expiresAt = Date.parse(answer.expires_at ?? '');
  if (!answer.token || Number.isNaN(expiresAt))
    throw new ProviderCallError('GitHub answered the installation token request without a token', 502);
  for (const [other, entry] of cache) if (entry.expiresAt <= Date.now()) cache.delete(other);
  cache.set(key, { token: answer.token, expiresAt });
  return answer.token;
}

/** Forgets the installation's token (GitHub refused it: revoked, or the app was reinstalled). */
export function forgetInstallationToken(apiUrl: string, credentials: GitHubAppCredentials): void {
  cache.delete(keyOf(apiUrl, credentials));
}
