import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../errors.ts';
import type { OAuthClientSettings } from './oauth-settings.ts';

// The authorization-code flow with PKCE (RFC 6749, RFC 7636) over fetch: all the client these providers need.

const TIMEOUT_MS = 10_000;

export const randomToken = () => randomBytes(32).toString('base64url');

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const oauthFailed = (message: string) => new AppError('oauth-failed', message);

export interface AuthorizeRequest {
  redirectUri: string;
  scope: string;
  state: string;
  codeVerifier: string;
  nonce: string | null;
  extraParams?: Record<string, string>;
}

export function authorizeUrl(settings: OAuthClientSettings, request: AuthorizeRequest): string {
  const url = new URL(settings.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    code_challenge: pkceChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
    ...(request.nonce ? { nonce: request.nonce } : {}),
    ...request.extraParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** GET or POST that must answer JSON; any other answer is an oauth-failed naming the step, never a secret. */
export async function fetchJson(step: string, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'user-agent': 'CommentFlow', ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw oauthFailed(`The sign-in provider could not be reached (${step})`);
  }
  const body: unknown = await response.json().catch(() => null);
  // Some providers (GitHub) answer a refused token request with 200 and an `error` field.
  const providerError = body && typeof body === 'object' && 'error' in body ? String((body as { error: unknown }).error) : null;
  if (!response.ok || providerError || body === null) {
    throw oauthFailed(`The sign-in provider refused the ${step} (${providerError ?? `HTTP ${response.status}`})`);
  }
  return body;
}

export interface TokenSet {
  accessToken: string;
  idToken: string | null;
}

/** Trades the code for tokens, proving with the PKCE verifier that this server started the flow. */
export async function exchangeCode(
  settings: OAuthClientSettings,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<TokenSet> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  const answer = (await fetchJson('token request', settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })) as { access_token?: unknown; id_token?: unknown };
  if (typeof answer.access_token !== 'string' || !answer.access_token) throw oauthFailed('The sign-in provider sent no access token');
  return { accessToken: answer.access_token, idToken: typeof answer.id_token === 'string' ? answer.id_token : null };
}
