import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { signIdToken } from '../../services/identity/id-tokens.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token of the user's session signed by this server with a chosen lifetime and issuer. */
async function serverSignedToken(token: string, options: { ttlSeconds?: number; issuer?: string } = {}) {
  const claims = decodeJwt(token);
  return signIdToken(
    t.app.signingKeys,
    options.issuer ?? t.app.config.issuer,
    { userId: claims.sub!, sessionId: claims.sid as string, email: claims.email as string, displayName: claims.name as string },
    options.ttlSeconds,
  );
}

const verify = (idToken: string) => call(t.baseUrl, 'POST', '/api/auth/verify', { body: { idToken } });

describe('sign-up', () => {
  it('creates the user and a first workspace owned by them', async () => {
    const email = `Ada-${Date.now()}@Example.com`;
    const res = await call(t.baseUrl, 'POST', '/api/auth/signup', {
      body: { email, password: 'correct horse battery', displayName: 'Ada' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: email.toLowerCase(), displayName: 'Ada', emailVerified: false, isAdmin: false });
    expect(res.body.expiresIn).toBe(3600);
    expect(res.headers.get('set-cookie')).toMatch(/^cf_refresh=[^;]+;.*Path=\/api\/auth.*HttpOnly.*SameSite=Lax/);

    const list = await call(t.baseUrl, 'GET', '/api/workspaces', { token: res.body.idToken });
    expect(list.status).toBe(200);
    expect(list.body.workspaces).toHaveLength(1);
    expect(list.body.workspaces[0]).toMatchObject({ name: "Ada's workspace", role: 'owner', plan: 'free' });
  });

  it('refuses an e-mail that already has an account with 409 email-already-in-use', async () => {
    const existing = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/auth/signup', {
      body: { email: existing.email.toUpperCase(), password: 'another password', displayName: 'Copy' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('email-already-in-use');
  });
});

describe('sign-in', () => {
  it('answers a token and a refresh cookie for the right password', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.user.uid).toBe(user.user.uid);
    expect(res.headers.get('set-cookie')).toMatch(/^cf_refresh=/);
    const me = await call(t.baseUrl, 'GET', '/api/auth/me', { token: res.body.idToken });
    expect(me.body.user.email).toBe(user.email);
  });

  it('tells an unknown e-mail from a wrong password', async () => {
    const user = await signUpUser(t.baseUrl);
    const unknown = await call(t.baseUrl, 'POST', '/api/auth/signin', {
      body: { email: 'nobody@example.com', password: 'whatever it is' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'user-not-found', message: 'No account found with this email' });

    const wrong = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'wrong-password', message: 'Incorrect password' });
  });
});

describe('refresh', () => {
  it('gives a working token for the session held in the cf_refresh cookie', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/auth/refresh', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.idToken).sid).toBe(decodeJwt(user.token).sid);
    const me = await call(t.baseUrl, 'GET', '/api/auth/me', { token: res.body.idToken });
    expect(me.status).toBe(200);
    expect(me.body.user.uid).toBe(user.user.uid);
  });

  it('refuses an unknown cookie with invalid-token', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/auth/refresh', { headers: { cookie: 'cf_refresh=made-up-secret' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid-token');
  });
});

describe('token verification', () => {
  it('accepts a token of an open session', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await verify(user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(user.user);
  });

  it('refuses a tampered token with invalid-token', async () => {
    const victim = await signUpUser(t.baseUrl);
    const attacker = await signUpUser(t.baseUrl);
    const [header, , signature] = attacker.token.split('.');
    const tampered = `${header}.${base64url({ ...decodeJwt(attacker.token), sub: victim.user.uid })}.${signature}`;

    const res = await verify(tampered);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid-token');
    const asBearer = await call(t.baseUrl, 'GET', '/api/auth/me', { token: tampered });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body.error).toBe('invalid-token');
  });

  it('refuses an expired token with token-expired', async () => {
    const user = await signUpUser(t.baseUrl);
    const expired = await serverSignedToken(user.token, { ttlSeconds: -60 });

    const res = await verify(expired);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('token-expired');
    const asBearer = await call(t.baseUrl, 'GET', '/api/workspaces', { token: expired });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body.error).toBe('token-expired');
  });

  it('refuses a token it accepted before, once that token has expired', async () => {
    const user = await signUpUser(t.baseUrl);
    const shortLived = await serverSignedToken(user.token, { ttlSeconds: 60 });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: shortLived })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const late = await call(t.baseUrl, 'GET', '/api/auth/me', { token: shortLived });
      expect([late.status, late.body.error]).toEqual([401, 'token-expired']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses alg none, another key's signature and a wrong issuer with invalid-token", async () => {
    const user = await signUpUser(t.baseUrl);
    const [header] = user.token.split('.');
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string };
    const claims = decodeJwt(user.token);

    const unsigned = `${base64url({ alg: 'none', typ: 'JWT', kid })}.${base64url(claims)}.`;
    const { privateKey } = await generateKeyPair('ES256');
    const foreignKey = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
    const wrongIssuer = await serverSignedToken(user.token, { issuer: 'https://evil.example.com' });

    for (const token of [unsigned, foreignKey, wrongIssuer]) {
      const res = await verify(token);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('invalid-token');
      const asBearer = await call(t.baseUrl, 'GET', '/api/auth/me', { token });
      expect(asBearer.body.error).toBe('invalid-token');
    }
    expect((await verify(user.token)).status).toBe(200);
  });

  it('asks for a token on a protected route without one', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});

describe('register', () => {
  it('updates the display name and refuses another e-mail', async () => {
    const user = await signUpUser(t.baseUrl, { displayName: 'Old Name' });
    const res = await call(t.baseUrl, 'POST', '/api/auth/register', {
      token: user.token,
      body: { email: user.email, displayName: 'New Name' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ uid: user.user.uid, displayName: 'New Name' });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token })).body.user.displayName).toBe('New Name');

    const other = await call(t.baseUrl, 'POST', '/api/auth/register', {
      token: user.token,
      body: { email: 'someone-else@example.com', displayName: 'Hijack' },
    });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('forbidden');
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token })).body.user.displayName).toBe('New Name');
  });
});

describe('logout', () => {
  it('revokes the session: the old token and the cookie stop working', async () => {
    const user = await signUpUser(t.baseUrl);
    // Accepted a moment before: the session's end must count at once all the same.
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    const res = await call(t.baseUrl, 'POST', '/api/auth/logout', { token: user.token, headers: { cookie: user.cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^cf_refresh=;/);

    const me = await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token });
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('invalid-token');
    const refresh = await call(t.baseUrl, 'POST', '/api/auth/refresh', { headers: { cookie: user.cookie } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.error).toBe('invalid-token');
  });

  it('leaves the other sessions of the same user open', async () => {
    const user = await signUpUser(t.baseUrl);
    const second = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: user.password } });
    await call(t.baseUrl, 'POST', '/api/auth/logout', { token: user.token });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: second.body.idToken })).status).toBe(200);
  });
});

describe('jwks', () => {
  it('publishes the public signing keys at both addresses', async () => {
    const user = await signUpUser(t.baseUrl);
    const { kid } = JSON.parse(Buffer.from(user.token.split('.')[0]!, 'base64url').toString()) as { kid: string };
    for (const path of ['/api/auth/jwks.json', '/.well-known/jwks.json']) {
      const res = await call(t.baseUrl, 'GET', path);
      expect(res.status).toBe(200);
      expect(res.body.keys.map((key: { kid: string }) => key.kid)).toContain(kid);
      expect(res.body.keys.every((key: Record<string, unknown>) => key.d === undefined)).toBe(true);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 rate-limited with a clear message once the sign-in limit is reached', async () => {
    const limited = await startTestApp({ rateLimitAuthPerMinute: 3 });
    try {
      const attempt = () => call(limited.baseUrl, 'POST', '/api/auth/signin', { body: { email: 'nobody@example.com', password: 'guess' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const res = await attempt();
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('rate-limited');
      expect(res.body.message).toMatch(/too many attempts.*wait \d+ seconds/i);
    } finally {
      await limited.close();
    }
  });
});

describe('docs/product/errors.md error codes of the sign-in forms', () => {
  it('answers a malformed e-mail with invalid-email on sign-in, sign-up and reset', async () => {
    const attempts = [
      ['/api/auth/signin', { email: 'not-an-email', password: 'whatever' }],
      ['/api/auth/signup', { email: 'a@b', password: 'long enough', displayName: 'A' }],
      ['/api/auth/password-reset', { email: 'nobody at example.com' }],
    ] as const;
    for (const [path, body] of attempts) {
      const res = await call(t.baseUrl, 'POST', path, { body });
      expect([path, res.status, res.body.error]).toEqual([path, 400, 'invalid-email']);
      expect(res.body.details.issues).toEqual([{ path: 'body.email', message: 'Invalid email address' }]);
    }
    const mixed = await call(t.baseUrl, 'POST', '/api/auth/signup', { body: { email: 'a@b', password: '1', displayName: 'A' } });
    expect(mixed.body.error).toBe('validation-failed');
  });

  it('answers a disabled account with 403 user-disabled, even for the right password', async () => {
    const user = await signUpUser(t.baseUrl, { password: 'right password' });
    await t.app.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', user.user.uid).execute();
    const res = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: 'right password' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'user-disabled', message: 'This account has been disabled' });
  });
});
