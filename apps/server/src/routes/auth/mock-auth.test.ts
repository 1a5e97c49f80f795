import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mockAuth: true });
});
afterAll(async () => {
  await t?.close();
});

describe('mock auth (MOCK_AUTH=true, not production)', () => {
  it('signs anyone in by e-mail, creating the account with a workspace the first time', async () => {
    const email = `mock-${Date.now()}@example.com`;
    const first = await call(t.baseUrl, 'POST', '/api/auth/login', { body: { email } });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email, displayName: email.split('@')[0] });
    expect(first.body.idToken).toEqual(expect.any(String));
    expect(first.body.user.token).toBe(first.body.idToken);
    expect(first.headers.get('set-cookie')).toMatch(/^cf_refresh=/);
    const workspaces = await call(t.baseUrl, 'GET', '/api/workspaces', { token: first.body.idToken });
    expect(workspaces.body.workspaces).toHaveLength(1);

    const second = await call(t.baseUrl, 'POST', '/api/auth/login', { body: { email: email.toUpperCase() } });
    expect(second.body.user.uid).toBe(first.body.user.uid);
  });

  it('registers with a password that the real sign-in then accepts', async () => {
    const email = `mock-reg-${Date.now()}@example.com`;
    const res = await call(t.baseUrl, 'POST', '/api/auth/register', { body: { email, password: 'mock password' } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    const signIn = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: 'mock password' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.uid).toBe(res.body.user.uid);
  });

  it('keeps /auth/register the profile sync for a signed-in account', async () => {
    const login = await call(t.baseUrl, 'POST', '/api/auth/login', { body: { email: `mock-sync-${Date.now()}@example.com` } });
    const res = await call(t.baseUrl, 'POST', '/api/auth/register', {
      token: login.body.idToken,
      body: { email: login.body.user.email, displayName: 'Synced Mock' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.displayName).toBe('Synced Mock');
  });

  it('validates its input like the real routes', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/auth/login', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-email');
    const short = await call(t.baseUrl, 'POST', '/api/auth/register', { body: { email: 'a@example.com', password: '1' } });
    expect(short.body.details.issues).toEqual([{ path: 'body.password', message: 'Password must be at least 6 characters' }]);
  });
});

describe('mock auth when not enabled', () => {
  it('does not exist by default', async () => {
    const plain = await startTestApp();
    try {
      const login = await call(plain.baseUrl, 'POST', '/api/auth/login', { body: { email: 'someone@example.com' } });
      expect(login.status).toBe(404);
      expect(login.body.error).toBe('not-found');
      // /auth/register is then only the profile sync: signed in only, a password is an unknown field, and no account is made.
      const anonymous = await call(plain.baseUrl, 'POST', '/api/auth/register', {
        body: { email: 'someone@example.com', password: 'whatever1' },
      });
      expect(anonymous.status).toBe(401);
      const someoneElse = await signUpUser(plain.baseUrl);
      const register = await call(plain.baseUrl, 'POST', '/api/auth/register', {
        token: someoneElse.token,
        body: { email: 'someone@example.com', password: 'whatever1' },
      });
      expect(register.status).toBe(400);
      expect(register.body.details.issues).toContainEqual({ path: 'body.password', message: 'Unknown field' });
      const signIn = await call(plain.baseUrl, 'POST', '/api/auth/signin', {
        body: { email: 'someone@example.com', password: 'whatever1' },
      });
      expect(signIn.body.error).toBe('user-not-found');
    } finally {
      await plain.close();
    }
  });

  it('is refused at start-up in production, from the environment and from a built config', async () => {
    expect(() => loadConfig({ MOCK_AUTH: 'true', NODE_ENV: 'production' })).toThrow(/MOCK_AUTH: .*refused when NODE_ENV=production/);
    expect(loadConfig({ MOCK_AUTH: 'true', NODE_ENV: 'development' }).mockAuth).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).mockAuth).toBe(false);
    await expect(startTestApp({ mockAuth: true, production: true })).rejects.toThrow(/MOCK_AUTH is refused when NODE_ENV=production/);
  });
});
