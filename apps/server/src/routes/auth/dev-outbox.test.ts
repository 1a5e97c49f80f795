import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('dev outbox (no SMTP_URL, not production)', () => {
  it('keeps the reset mail, as JSON and as a page with the link and escaped text', async () => {
    const user = await signUpUser(t.baseUrl, { displayName: '<img src=x onerror=alert(1)>' });
    expect((await call(t.baseUrl, 'POST', '/api/auth/password-reset', { body: { email: user.email } })).status).toBe(200);

    const json = await call(t.baseUrl, 'GET', '/api/dev/outbox');
    expect(json.status).toBe(200);
    const mail = json.body.mails[0];
    expect(mail).toMatchObject({ to: user.email, subject: 'Reset your CommentFlow password' });
    expect(mail.link).toMatch(new RegExp(`^${t.baseUrl}/reset-password\\?token=[\\w-]{43}$`));
    expect(mail.text).toContain(mail.link);

    const page = await fetch(`${t.baseUrl}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`<a href="${mail.link}">`);
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');

    const token = new URL(mail.link).searchParams.get('token')!;
    const reset = await call(t.baseUrl, 'POST', '/api/auth/password-reset/confirm', { body: { token, password: 'from the outbox' } });
    expect(reset.status).toBe(200);
  });

  it('is not there in production nor when SMTP is configured', async () => {
    for (const overrides of [{ production: true, publicUrl: 'https://app.commentflow.test' }, { smtpUrl: 'smtp://127.0.0.1:1' }]) {
      const other = await startTestApp(overrides);
      try {
        expect((await call(other.baseUrl, 'GET', '/api/dev/outbox')).status).toBe(404);
        expect(await (await fetch(`${other.baseUrl}/dev/outbox`)).text()).not.toContain('Dev outbox');
      } finally {
        await other.close();
      }
    }
  });
});

/** This machine's first address that is not loopback: a caller from it is not on the loopback interface. */
function externalAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!address) throw new Error('This test needs a network interface other than loopback');
  return address.address;
}

describe('dev outbox callers', () => {
  it('answers only loopback callers, by the socket address, never by X-Forwarded-For', async () => {
    const other = await startTestApp({ host: '0.0.0.0', trustProxy: true });
    try {
      const user = await signUpUser(other.baseUrl);
      expect((await call(other.baseUrl, 'POST', '/api/auth/password-reset', { body: { email: user.email } })).status).toBe(200);
      expect((await call(other.baseUrl, 'GET', '/api/dev/outbox')).body.mails).toHaveLength(1);

      const port = new URL(other.baseUrl).port;
      const remote = `http://${externalAddress()}:${port}`;
      const forged: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '::1', 'x-real-ip': '127.0.0.1' },
      ];
      for (const headers of forged) {
        const json = await call(remote, 'GET', '/api/dev/outbox', { headers });
        expect(json.status).toBe(404);
        expect(JSON.stringify(json.body)).not.toContain(user.email);
        const page = await fetch(`${remote}/dev/outbox`, { headers });
        const html = await page.text();
        expect(html).not.toContain('Dev outbox');
        expect(html).not.toContain(user.email);
      }
    } finally {
      await other.close();
    }
  });
});

describe('request logs', () => {
  it('never carry reset tokens, OAuth codes, states, passwords or bearer tokens', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const config = {
      ...loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1' }),
      ...database.settings,
      port: 0,
      host: '127.0.0.1',
    };
    const app = await buildApp(config, { logStream: { write: (line) => lines.push(line) } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      await fetch(`${base}/reset-password?token=SECRET-RESET-TOKEN`);
      await fetch(`${base}/api/auth/google/callback?code=SECRET-OAUTH-CODE&state=SECRET-STATE&scope=email`, { redirect: 'manual' });
      const signUp = await call(base, 'POST', '/api/auth/signup', {
        body: { email: 'logs@example.com', password: 'SECRET-PASSWORD', displayName: 'Logs' },
      });
      await call(base, 'POST', '/api/auth/signin', { body: { email: 'logs@example.com', password: 'SECRET-WRONG-PASSWORD' } });
      await call(base, 'GET', '/api/workspaces', { token: signUp.body.idToken });
      await call(base, 'GET', '/api/workspaces', { token: 'SECRET-BAD-TOKEN' });
      const log = lines.join('\n');
      expect(log).toContain('/reset-password?token=[redacted]');
      expect(log).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=email');
      expect(log).not.toMatch(/SECRET-/);
      expect(log).toContain('/api/auth/signin');
      expect(log).not.toContain(signUp.body.idToken);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
