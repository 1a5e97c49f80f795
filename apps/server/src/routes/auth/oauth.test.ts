import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { startOAuthMockServer, type MockProfile, type OAuthMockServer } from '../../test/oauth-mock-server.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let mock: OAuthMockServer;
let t: TestApp;
beforeAll(async () => {
  mock = await startOAuthMockServer();
  t = await startTestApp({
    oauth: {
      google: mock.settings('oidc'),
      github: mock.settings('github'),
      discord: mock.settings('discord'),
      gitlab: mock.settings('oidc'),
      atlassian: mock.settings('atlassian'),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const manual = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

/** `name=value` of a Set-Cookie the response sets, or null. */
function cookieOf(response: Response, name: string): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  const pair = line?.split(';')[0] ?? null;
  return pair && pair !== `${name}=` ? pair : null;
}

const profile = (overrides: Partial<MockProfile> = {}): MockProfile => ({
  subject: String(Math.floor(Math.random() * 1e9)),
  email: `oauth-${randomUUID()}@example.com`,
  emailVerified: true,
  name: 'Olga Auth',
  ...overrides,
});

/** The app's login redirect: where it sends the browser and the state cookie it sets. */
async function startLogin(base: string, provider: string, returnUrl?: string) {
  const query = returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`;
  const login = await manual(`${base}/api/auth/${provider}/login${query}`);
  return { status: login.status, location: login.headers.get('location') ?? '', stateCookie: cookieOf(login, 'cf_oauth_state') };
}

/** A browser going through the whole flow: app -> provider (auto-consent) -> app callback. */
async function browserSignIn(provider: string, options: { returnUrl?: string; base?: string } = {}) {
  const base = options.base ?? t.baseUrl;
  const login = await startLogin(base, provider, options.returnUrl);
  const authorize = await manual(login.location);
  const callbackUrl = authorize.headers.get('location') ?? '';
  const callback = await manual(callbackUrl, login.stateCookie ? { cookie: login.stateCookie } : {});
  return {
    location: callback.headers.get('location') ?? '',
    refreshCookie: cookieOf(callback, 'cf_refresh'),
    callbackUrl,
    stateCookie: login.stateCookie,
  };
}

/** What the /auth/sso page does next: POST /api/auth/refresh with the new cookie. */
async function sessionOf(refreshCookie: string | null) {
  expect(refreshCookie).toBeTruthy();
  const res = await call(t.baseUrl, 'POST', '/api/auth/refresh', { headers: { cookie: refreshCookie! } });
  expect(res.status).toBe(200);
  return res.body as {
    idToken: string;
    user: { uid: string; email: string; emailVerified: boolean; displayName: string; photoURL: string | null };
  };
}

const identitiesOf = (userId: string) => t.app.db.selectFrom('identities').selectAll().where('user_id', '=', userId).execute();
const errorPage = (error: string, provider?: string) => `/auth/error?error=${error}${provider ? `&provider=${provider}` : ''}`;

describe('GET /api/auth/providers', () => {
  it('lists all five providers with whether each is configured', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body.providers).toEqual([
      { id: 'google', name: 'Google', configured: true },
      { id: 'github', name: 'GitHub', configured: true },
      { id: 'discord', name: 'Discord', configured: true },
      { id: 'gitlab', name: 'GitLab', configured: true },
      { id: 'atlassian', name: 'Atlassian', configured: true },
    ]);
  });
});

describe('OAuth sign-in (Google-shaped OIDC)', () => {
  it('sends the browser to the provider with state, PKCE S256 and a nonce', async () => {
    const login = await startLogin(t.baseUrl, 'google', '/client/comments');
    expect(login.status).toBe(302);
    const url = new URL(login.location);
    expect(url.origin + url.pathname).toBe(`${mock.baseUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: mock.clientId,
      redirect_uri: `${t.baseUrl}/api/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(login.stateCookie).toBe(`cf_oauth_state=${url.searchParams.get('state')}`);
  });

  it('creates a new user with a first workspace and returns to the returnUrl', async () => {
    const who = profile({ name: 'Grace Google', picture: 'https://example.com/grace.png' });
    mock.setProfile(who);
    const result = await browserSignIn('google', { returnUrl: '/client/comments' });
    expect(result.location).toBe('/auth/sso/google?returnUrl=%2Fclient%2Fcomments');

    const session = await sessionOf(result.refreshCookie);
    expect(session.user).toMatchObject({
      email: who.email,
      emailVerified: true,
      displayName: 'Grace Google',
      photoURL: 'https://example.com/grace.png',
    });
    const workspaces = await call(t.baseUrl, 'GET', '/api/workspaces', { token: session.idToken });
    expect(workspaces.body.workspaces).toHaveLength(1);
    expect(workspaces.body.workspaces[0]).toMatchObject({ name: "Grace Google's workspace", role: 'owner' });
    expect(await identitiesOf(session.user.uid)).toEqual([
      expect.objectContaining({ provider: 'google', subject: who.subject, email_verified: 1 }),
    ]);
  });

  it('signs a returning user into the same account by (provider, subject), even after an e-mail change', async () => {
    const who = profile();
    mock.setProfile(who);
    const first = await sessionOf((await browserSignIn('google')).refreshCookie);
    mock.setProfile({ ...who, email: `changed-${randomUUID()}@example.com` });
    const second = await sessionOf((await browserSignIn('google')).refreshCookie);
    expect(second.user.uid).toBe(first.user.uid);
    expect(second.idToken).not.toBe(first.idToken);
  });

  it('links a verified provider e-mail to an existing verified account', async () => {
    const existing = await signUpUser(t.baseUrl);
    await t.app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', existing.user.uid).execute();
    mock.setProfile(profile({ email: existing.email }));
    const session = await sessionOf((await browserSignIn('google')).refreshCookie);
    expect(session.user.uid).toBe(existing.user.uid);
    expect(await identitiesOf(existing.user.uid)).toHaveLength(1);
  });

  it('refuses to link when the provider has the e-mail unverified (account-exists-unverified)', async () => {
    const existing = await signUpUser(t.baseUrl);
    await t.app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', existing.user.uid).execute();
    mock.setProfile(profile({ email: existing.email, emailVerified: false }));
    const result = await browserSignIn('google');
    expect(result.location).toBe(errorPage('account-exists-unverified', 'google'));
    expect(result.refreshCookie).toBeNull();
    expect(await identitiesOf(existing.user.uid)).toHaveLength(0);
  });

  it('refuses to link to an account whose e-mail is unverified, even when the provider verified it', async () => {
    const existing = await signUpUser(t.baseUrl);
    mock.setProfile(profile({ email: existing.email, emailVerified: true }));
    const result = await browserSignIn('google');
    expect(result.location).toBe(errorPage('account-exists-unverified', 'google'));
    expect(result.refreshCookie).toBeNull();
    expect(await identitiesOf(existing.user.uid)).toHaveLength(0);
  });

  it('creates an unverified account when the provider has not verified a new e-mail', async () => {
    mock.setProfile(profile({ emailVerified: false }));
    const session = await sessionOf((await browserSignIn('google')).refreshCookie);
    expect(session.user.emailVerified).toBe(false);
  });

  it('fails cleanly when the provider shares no e-mail for a new account', async () => {
    mock.setProfile(profile({ email: null }));
    expect((await browserSignIn('google')).location).toBe(errorPage('oauth-failed', 'google'));
  });
});

describe('OAuth sign-in (GitHub-shaped)', () => {
  it('creates a user from /user and the primary verified address of /user/emails, without a nonce', async () => {
    const who = profile({ name: 'Gus Hub' });
    mock.setProfile(who);
    const result = await browserSignIn('github', { returnUrl: '/client/team' });
    expect(mock.lastAuthorize?.get('nonce')).toBeNull();
    expect(mock.lastAuthorize?.get('scope')).toBe('read:user user:email');
    expect(result.location).toBe('/auth/sso/github?returnUrl=%2Fclient%2Fteam');
    const session = await sessionOf(result.refreshCookie);
    expect(session.user).toMatchObject({ email: who.email, emailVerified: true, displayName: 'Gus Hub' });
    expect(await identitiesOf(session.user.uid)).toEqual([expect.objectContaining({ provider: 'github', subject: who.subject })]);

    const again = await sessionOf((await browserSignIn('github')).refreshCookie);
    expect(again.user.uid).toBe(session.user.uid);
  });

  it('does not link an unverified GitHub e-mail to an existing account', async () => {
    const existing = await signUpUser(t.baseUrl);
    await t.app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', existing.user.uid).execute();
    mock.setProfile(profile({ email: existing.email, emailVerified: false }));
    expect((await browserSignIn('github')).location).toBe(errorPage('account-exists-unverified', 'github'));
    expect(await identitiesOf(existing.user.uid)).toHaveLength(0);
  });

  it('keeps one account per provider: the same subject at Google is another identity', async () => {
    const who = profile();
    mock.setProfile(who);
    const viaGithub = await sessionOf((await browserSignIn('github')).refreshCookie);
    mock.setProfile({ ...who, email: `other-${randomUUID()}@example.com` });
    const viaGoogle = await sessionOf((await browserSignIn('google')).refreshCookie);
    expect(viaGoogle.user.uid).not.toBe(viaGithub.user.uid);
  });
});

describe('OAuth sign-in (Discord, GitLab and Atlassian shapes)', () => {
  it.each(['discord', 'gitlab', 'atlassian'])('signs in a new %s user with its e-mail and name', async (provider) => {
    const who = profile({ name: `Pat ${provider}` });
    mock.setProfile(who);
    const result = await browserSignIn(provider);
    expect(result.location).toBe(`/auth/sso/${provider}?returnUrl=%2Fclient%2Fdashboard`);
    const session = await sessionOf(result.refreshCookie);
    expect(session.user).toMatchObject({ email: who.email, emailVerified: true, displayName: `Pat ${provider}` });
  });
});

describe('POST /api/auth/google and /api/auth/github (docs/product/api.md profile sync after a social sign-in)', () => {
  it('takes the name and photo the client holds for an account that signed in with that provider', async () => {
    const who = profile({ name: 'Sync Me' });
    mock.setProfile(who);
    const session = await sessionOf((await browserSignIn('google')).refreshCookie);
    const res = await call(t.baseUrl, 'POST', '/api/auth/google', {
      token: session.idToken,
      body: { email: who.email, displayName: 'Synced Name', photoURL: 'https://example.com/synced.png', firebaseUid: session.user.uid },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ uid: session.user.uid, displayName: 'Synced Name', photoURL: 'https://example.com/synced.png' });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: session.idToken })).body.user.displayName).toBe('Synced Name');
  });

  it("refuses another provider's route, another e-mail, no token and a bad photo URL, changing nothing", async () => {
    const who = profile({ name: 'Keep Me' });
    mock.setProfile(who);
    const session = await sessionOf((await browserSignIn('google')).refreshCookie);
    const attempts = [
      { path: '/api/auth/github', token: session.idToken, body: { email: who.email, displayName: 'X' }, status: 403, error: 'forbidden' },
      {
        path: '/api/auth/google',
        token: session.idToken,
        body: { email: 'other@example.com', displayName: 'X' },
        status: 403,
        error: 'forbidden',
      },
      { path: '/api/auth/google', token: undefined, body: { email: who.email, displayName: 'X' }, status: 401, error: 'unauthorized' },
      {
        path: '/api/auth/google',
        token: session.idToken,
        body: { email: who.email, displayName: 'X', photoURL: 'javascript:alert(1)' },
        status: 400,
        error: 'validation-failed',
      },
    ];
    for (const attempt of attempts) {
      const res = await call(t.baseUrl, 'POST', attempt.path, { token: attempt.token, body: attempt.body });
      expect([res.status, res.body.error]).toEqual([attempt.status, attempt.error]);
    }
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: session.idToken })).body.user.displayName).toBe('Keep Me');
  });

  it('refuses an account that never signed in with the provider', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/auth/github', {
      token: user.token,
      body: { email: user.email, displayName: 'Not GitHub' },
    });
    expect(res.status).toBe(403);
  });
});

describe('OAuth callback safety', () => {
  it('refuses a callback without the state cookie of the browser that started it', async () => {
    mock.setProfile(profile());
    const login = await startLogin(t.baseUrl, 'google');
    const callbackUrl = (await manual(login.location)).headers.get('location')!;
    const res = await manual(callbackUrl);
    expect(res.headers.get('location')).toBe(errorPage('oauth-state-mismatch', 'google'));
    expect(cookieOf(res, 'cf_refresh')).toBeNull();
  });

  it("refuses a state that is not the browser's (another sign-in's cookie)", async () => {
    mock.setProfile(profile());
    const mine = await startLogin(t.baseUrl, 'google');
    const theirs = await startLogin(t.baseUrl, 'google');
    const callbackUrl = (await manual(mine.location)).headers.get('location')!;
    const res = await manual(callbackUrl, { cookie: theirs.stateCookie! });
    expect(res.headers.get('location')).toBe(errorPage('oauth-state-mismatch', 'google'));
  });

  it('refuses a tampered state and a replayed callback', async () => {
    mock.setProfile(profile());
    const login = await startLogin(t.baseUrl, 'google');
    const callbackUrl = new URL((await manual(login.location)).headers.get('location')!);
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', 'made-up-state');
    const forged = await manual(tampered.href, { cookie: 'cf_oauth_state=made-up-state' });
    expect(forged.headers.get('location')).toBe(errorPage('oauth-state-mismatch', 'google'));

    const first = await manual(callbackUrl.href, { cookie: login.stateCookie! });
    expect(first.headers.get('location')).toBe('/auth/sso/google?returnUrl=%2Fclient%2Fdashboard');
    const replay = await manual(callbackUrl.href, { cookie: login.stateCookie! });
    expect(replay.headers.get('location')).toBe(errorPage('oauth-state-mismatch', 'google'));
  });

  it('refuses a state started for another provider', async () => {
    mock.setProfile(profile());
    const login = await startLogin(t.baseUrl, 'google');
    const callbackUrl = new URL((await manual(login.location)).headers.get('location')!);
    const res = await manual(`${t.baseUrl}/api/auth/github/callback${callbackUrl.search}`, { cookie: login.stateCookie! });
    expect(res.headers.get('location')).toBe(errorPage('oauth-state-mismatch', 'github'));
  });

  it('refuses a code obtained with another PKCE challenge (a wrong verifier at the token endpoint)', async () => {
    mock.setProfile(profile());
    const login = await startLogin(t.baseUrl, 'google');
    const appRequest = new URL(login.location);
    // An attacker's own authorization of the same client, with a challenge of their own verifier.
    const injected = new URL(appRequest);
    injected.searchParams.set('code_challenge', 'A'.repeat(43));
    const callbackUrl = new URL((await manual(injected.href)).headers.get('location')!);
    expect(callbackUrl.searchParams.get('state')).toBe(appRequest.searchParams.get('state'));

    const res = await manual(callbackUrl.href, { cookie: login.stateCookie! });
    expect(res.headers.get('location')).toBe(errorPage('oauth-failed', 'google'));
    expect(mock.lastTokenError).toBe('PKCE verifier does not match');
    expect(cookieOf(res, 'cf_refresh')).toBeNull();
  });

  it('answers a refusal at the provider (error=access_denied) with oauth-failed', async () => {
    const login = await startLogin(t.baseUrl, 'github');
    const state = new URL(login.location).searchParams.get('state')!;
    const res = await manual(`${t.baseUrl}/api/auth/github/callback?error=access_denied&state=${state}`, { cookie: login.stateCookie! });
    expect(res.headers.get('location')).toBe(errorPage('oauth-failed', 'github'));
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    'javascript:alert(document.cookie)',
    '/\t/evil.com',
    'client/comments',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ])('ends a returnUrl of %j at /client/dashboard', async (returnUrl) => {
    mock.setProfile(profile());
    const result = await browserSignIn('google', { returnUrl });
    expect(result.location).toBe('/auth/sso/google?returnUrl=%2Fclient%2Fdashboard');
  });

  it('answers an unknown provider with oauth-failed', async () => {
    const res = await manual(`${t.baseUrl}/api/auth/facebook/login?returnUrl=/client`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(errorPage('oauth-failed'));
  });
});

describe('an OpenID provider that lies in its ID token', () => {
  it.each([
    ['another sign-in (nonce)', { nonce: 'a-nonce-we-never-sent' }],
    ['no nonce at all', { nonce: null }],
    ['another application (audience)', { aud: 'someone-elses-client-id' }],
    ['an expired token', { expiresIn: -60 }],
    ['no expiry at all', { expiresIn: null }],
    ['another account than its profile', { sub: 'someone-else' }],
  ] as const)('is refused when it answers %s: no account, no session', async (_why, lie) => {
    const who = profile();
    mock.setProfile(who);
    mock.lieInIdTokens(lie);
    try {
      const result = await browserSignIn('google');
      expect(result.location).toBe(errorPage('oauth-failed', 'google'));
      expect(result.refreshCookie).toBeNull();
      expect(await t.app.db.selectFrom('users').select('id').where('email', '=', who.email!).executeTakeFirst()).toBeUndefined();
    } finally {
      mock.lieInIdTokens(null);
    }
    // The same provider telling the truth signs the same person in.
    mock.setProfile(who);
    const honest = await browserSignIn('google');
    expect(honest.refreshCookie).not.toBeNull();
  });
});

describe('unconfigured providers and rate limits', () => {
  it('lists every provider as unconfigured and redirects their login to /auth/error', async () => {
    const bare = await startTestApp();
    try {
      const list = await call(bare.baseUrl, 'GET', '/api/auth/providers');
      expect(list.body.providers.map((p: { configured: boolean }) => p.configured)).toEqual([false, false, false, false, false]);
      for (const provider of ['google', 'atlassian']) {
        const login = await startLogin(bare.baseUrl, provider, '/client/comments');
        expect(login.status).toBe(302);
        expect(login.location).toBe(errorPage('provider-not-configured', provider));
        const callback = await manual(`${bare.baseUrl}/api/auth/${provider}/callback?code=x&state=y`);
        expect(callback.headers.get('location')).toBe(errorPage('provider-not-configured', provider));
      }
    } finally {
      await bare.close();
    }
  });

  it('answers too many callbacks from one IP with /auth/error?error=rate-limited', async () => {
    const limited = await startTestApp({ rateLimitAuthPerMinute: 2, oauth: { ...t.config.oauth, google: mock.settings('oidc') } });
    try {
      const statuses: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await manual(`${limited.baseUrl}/api/auth/google/callback?code=x&state=y`);
        statuses.push(res.headers.get('location') ?? '');
      }
      expect(statuses).toEqual([
        errorPage('oauth-state-mismatch', 'google'),
        errorPage('oauth-state-mismatch', 'google'),
        errorPage('rate-limited', 'google'),
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe('OAuth configuration', () => {
  it('needs both the client id and secret, and takes endpoint overrides', () => {
    const config = loadConfig({
      OAUTH_GOOGLE_CLIENT_ID: 'id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
      OAUTH_GITHUB_CLIENT_ID: 'id-only',
      OAUTH_GITLAB_CLIENT_ID: 'id',
      OAUTH_GITLAB_CLIENT_SECRET: 'secret',
      OAUTH_GITLAB_BASE_URL: 'https://git.example.com/',
      OAUTH_DISCORD_CLIENT_ID: 'id',
      OAUTH_DISCORD_CLIENT_SECRET: 'secret',
      OAUTH_DISCORD_TOKEN_URL: 'http://127.0.0.1:9/token',
    });
    expect(config.oauth.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(config.oauth.github).toBeNull();
    expect(config.oauth.atlassian).toBeNull();
    expect(config.oauth.gitlab?.authorizeUrl).toBe('https://git.example.com/oauth/authorize');
    expect(config.oauth.discord?.tokenUrl).toBe('http://127.0.0.1:9/token');
    expect(config.oauth.discord?.authorizeUrl).toBe('https://discord.com/oauth2/authorize');
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(() => loadConfig({ OAUTH_GOOGLE_TOKEN_URL: 'javascript:alert(1)' })).toThrow(/OAUTH_GOOGLE_TOKEN_URL: must be an http\(s\) URL/);
  });
});
