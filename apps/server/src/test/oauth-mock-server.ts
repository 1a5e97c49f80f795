import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, generateKeyPair, type CryptoKey } from 'jose';
import type { OAuthClientSettings } from '../services/identity/oauth/oauth-settings.ts';

/** The account the mock provider signs the next authorization in as. */
export interface MockProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  picture?: string;
}

/** Which real provider's profile endpoints (and shapes) a client is pointed at. */
export type ProfileShape = 'oidc' | 'github' | 'discord' | 'atlassian';

const USERINFO_PATH: Record<ProfileShape, string> = { oidc: '/userinfo', github: '/user', discord: '/users/@me', atlassian: '/me' };

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  scope: string;
  profile: MockProfile;
}

/**
 * What a lying provider changes in the ID tokens it issues: claims replaced, or removed (null).
 * `expiresIn` in seconds from now (negative: already expired).
 */
export interface IdTokenLie {
  nonce?: string | null;
  aud?: string;
  sub?: string;
  expiresIn?: number | null;
}

export interface OAuthMockServer {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Client settings for the app, with this server's endpoints in the given provider's shape. */
  settings(shape: ProfileShape): OAuthClientSettings;
  /** The profile of the authorizations that follow. */
  setProfile(profile: MockProfile): void;
  /** The ID tokens that follow carry these lies (null: honest again). */
  lieInIdTokens(lie: IdTokenLie | null): void;
  /** Query parameters of the last /authorize request. */
  lastAuthorize: URLSearchParams | null;
  /** Why the last refused /token request was refused. */
  lastTokenError: string | null;
  close(): Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const token = () => randomBytes(24).toString('base64url');

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local OAuth 2 / OpenID Connect provider speaking the real protocol: /authorize consents at once and
 * redirects back with code and state; /token checks the client's credentials, the redirect URI and the
 * PKCE verifier against the challenge, and uses each code once; the profile endpoints answer in the
 * shapes of Google (OIDC userinfo), GitHub (/user and /user/emails), Discord and Atlassian.
 */
export async function startOAuthMockServer(): Promise<OAuthMockServer> {
  const clientId = `client-${token()}`;
  const clientSecret = `secret-${token()}`;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, MockProfile>();
  const { privateKey } = await generateKeyPair('ES256');
  let profile: MockProfile = { subject: 'mock-user', email: 'mock.user@example.com', emailVerified: true, name: 'Mock User' };
  let baseUrl = '';

  const state: Pick<OAuthMockServer, 'lastAuthorize' | 'lastTokenError'> = { lastAuthorize: null, lastTokenError: null };

  const refuse = (res: ServerResponse, status: number, error: string, why: string) => {
    state.lastTokenError = why;
    json(res, status, { error, error_description: why });
  };

  let lie: IdTokenLie | null = null;
  const idToken = (code: IssuedCode, key: CryptoKey) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      nonce: code.nonce ?? undefined,
      email: code.profile.email ?? undefined,
      email_verified: code.profile.emailVerified,
      iss: baseUrl,
      aud: code.clientId,
      sub: code.profile.subject,
      iat: now,
      exp: now + 300,
    };
    // A removed claim is left undefined: JSON leaves it out.
    for (const name of ['nonce', 'aud', 'sub'] as const) if (lie?.[name] !== undefined) claims[name] = lie[name] ?? undefined;
    if (lie?.expiresIn !== undefined) claims.exp = lie.expiresIn === null ? undefined : now + lie.expiresIn;
    return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(key);
  };

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    state.lastAuthorize = q;
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== clientId || !redirectUri)
      return json(res, 400, { error: 'invalid_request', error_description: 'unknown client or no redirect_uri' });
    const back = new URL(redirectUri);
    const fail = (error: string) => {
      back.searchParams.set('error', error);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: back.href }).end();
    };
    if (q.get('response_type') !== 'code') return fail('unsupported_response_type');
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return fail('invalid_request');
    const code = token();
    codes.set(code, {
      clientId,
      redirectUri,
      challenge: q.get('code_challenge')!,
      nonce: q.get('nonce'),
      scope: q.get('scope') ?? '',
      profile,
    });
    back.searchParams.set('code', code);
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { location: back.href }).end();
  }

  async function exchange(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic) [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent) as [string, string];
    if (id !== clientId || secret !== clientSecret) return refuse(res, 401, 'invalid_client', 'wrong client credentials');
    if (form.get('grant_type') !== 'authorization_code') return refuse(res, 400, 'unsupported_grant_type', 'not authorization_code');
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!code) return refuse(res, 400, 'invalid_grant', 'unknown or used code');
    if (code.redirectUri !== form.get('redirect_uri')) return refuse(res, 400, 'invalid_grant', 'redirect_uri differs');
    if (sha256(form.get('code_verifier') ?? '') !== code.challenge)
      return refuse(res, 400, 'invalid_grant', 'PKCE verifier does not match');
    const accessToken = token();
    accessTokens.set(accessToken, code.profile);
    const openid = code.scope.split(' ').includes('openid');
    json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: code.scope,
      ...(openid ? { id_token: await idToken(code, privateKey) } : {}),
    });
  }

  function profileEndpoint(path: string, req: IncomingMessage, res: ServerResponse) {
    const who = accessTokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!who) return json(res, 401, { error: 'invalid_token' });
    switch (path) {
      case '/userinfo':
        return json(res, 200, {
          sub: who.subject,
          email: who.email,
          email_verified: who.emailVerified,
          name: who.name,
          picture: who.picture,
        });
      case '/user':
        return json(res, 200, {
          id: /^\d+$/.test(who.subject) ? Number(who.subject) : who.subject,
          login: who.name.replace(/\s+/g, '').toLowerCase(),
          name: who.name,
          avatar_url: who.picture ?? null,
          email: null,
        });
      case '/user/emails':
        return json(res, 200, who.email ? [{ email: who.email, primary: true, verified: who.emailVerified, visibility: 'private' }] : []);
      case '/users/@me':
        return json(res, 200, {
          id: who.subject,
          username: who.name.toLowerCase(),
          global_name: who.name,
          email: who.email,
          verified: who.emailVerified,
          avatar: null,
        });
      case '/me':
        return json(res, 200, {
          account_id: who.subject,
          email: who.email,
          email_verified: who.emailVerified,
          name: who.name,
          picture: who.picture ?? null,
        });
      default:
        return json(res, 404, { error: 'not_found' });
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') {
      exchange(req, res).catch(() => json(res, 500, { error: 'server_error' }));
      return;
    }
    if (req.method === 'GET') return profileEndpoint(url.pathname, req, res);
    json(res, 405, { error: 'method_not_allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    settings: (shape) => ({
      clientId,
      clientSecret,
      authorizeUrl: `${baseUrl}/authorize`,
      tokenUrl: `${baseUrl}/token`,
      userinfoUrl: `${baseUrl}${USERINFO_PATH[shape]}`,
    }),
    setProfile: (next) => {
      profile = next;
    },
    lieInIdTokens: (next) => {
      lie = next;
    },
    get lastAuthorize() {
      return state.lastAuthorize;
    },
    get lastTokenError() {
      return state.lastTokenError;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
