import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { startOAuthMockServer, type OAuthMockServer } from '../../test/oauth-mock-server.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../../config.ts';

const signUp = (base: string) =>
  fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `c-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'long enough 1',
      displayName: 'Cookie Jar',
    }),
  });

/** The Set-Cookie line of `name`, attributes included. */
const cookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

describe('cookies', () => {
  let mock: OAuthMockServer;
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    mock = await startOAuthMockServer();
    const oauth = { ...loadConfig({}).oauth, google: mock.settings('oidc') };
    prod = await startTestApp({ production: true, publicUrl: 'https://app.commentflow.test', oauth });
    dev = await startTestApp({ oauth });
  });
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
    await mock?.close();
  });

  it('are Secure in production, and always httpOnly on /api/auth', async () => {
    const signedUp = await signUp(prod.baseUrl);
    expect(signedUp.status).toBe(201);
    for (const name of ['cf_refresh', 'cf_device']) {
      const line = cookieLine(signedUp, name);
      expect(line, name).toMatch(/; Secure/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Path=\/api\/auth/);
    }
    const login = await fetch(`${prod.baseUrl}/api/auth/google/login`, { redirect: 'manual' });
    expect(cookieLine(login, 'cf_oauth_state')).toMatch(/; Secure/);
  });

  it('are not Secure over plain http in development (the browser would drop them)', async () => {
    const signedUp = await signUp(dev.baseUrl);
    expect(cookieLine(signedUp, 'cf_refresh')).not.toMatch(/; Secure/);
    expect(cookieLine(signedUp, 'cf_refresh')).toMatch(/; HttpOnly/);
  });
});

describe('X-Forwarded-For', () => {
  const signInFrom = (base: string, address: string) =>
    call(base, 'POST', '/api/auth/signin', {
      headers: { 'x-forwarded-for': address },
      body: { email: 'nobody@example.com', password: 'guess' },
    });

  it('is ignored without TRUST_PROXY: a caller cannot dodge the per-address limit by inventing addresses', async () => {
    const direct = await startTestApp({ rateLimitAuthPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) statuses.push((await signInFrom(direct.baseUrl, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  });

  it('names the caller behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await startTestApp({ rateLimitAuthPerMinute: 3, trustProxy: true });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) statuses.push((await signInFrom(proxied.baseUrl, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });
});
