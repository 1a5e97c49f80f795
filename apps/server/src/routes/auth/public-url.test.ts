import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { createProject } from '../../test/factories.ts';
import { startOAuthMockServer, type OAuthMockServer } from '../../test/oauth-mock-server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://app.commentflow.test';
const FORGED_HOST = 'evil.example';

/** One HTTP call with a Host header of our choosing (fetch always sends the real one). */
function callWithHost(baseUrl: string, method: string, path: string, options: { host: string; token?: string; body?: unknown }) {
  const url = new URL(path, baseUrl);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: {
          host: options.host,
          'x-forwarded-host': options.host,
          ...(body && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('PUBLIC_URL in production', () => {
  it('is required at start-up, from the environment and from a built config', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: .*required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC_URL }).publicUrl).toBe(PUBLIC_URL);
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeNull();
    await expect(startTestApp({ production: true, publicUrl: null })).rejects.toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
  });
});

describe('links of a production server never follow a forged Host header', () => {
  let smtp: SmtpCatcher;
  let mock: OAuthMockServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    mock = await startOAuthMockServer();
    t = await startTestApp({
      production: true,
      publicUrl: PUBLIC_URL,
      trustProxy: true,
      smtpUrl: smtp.url,
      oauth: { ...loadConfig({}).oauth, google: mock.settings('oidc') },
    });
  });
  afterAll(async () => {
    await t?.close();
    await mock?.close();
    await smtp?.close();
  });

  const linksIn = (text: string) =>
    [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]).filter((link) => /token=|\/invite\//.test(link));

  it('password reset mail', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await callWithHost(t.baseUrl, 'POST', '/api/auth/password-reset', { host: FORGED_HOST, body: { email: user.email } });
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.decoded).not.toContain(FORGED_HOST);
    const links = linksIn(mail.decoded);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });

  it('invitation mail and share link', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const invite = await callWithHost(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
      host: FORGED_HOST,
      token: owner.token,
      body: { email: 'invitee@example.com', role: 'member' },
    });
    expect(invite.status).toBe(201);
    const mail = await smtp.next();
    expect(mail.decoded).not.toContain(FORGED_HOST);
    const links = linksIn(mail.decoded);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/invite/`)).toBe(true);

    const share = await callWithHost(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/share-links`, {
      host: FORGED_HOST,
      token: owner.token,
      body: { projectId: project.id },
    });
    expect(share.status).toBe(201);
    expect(JSON.parse(share.body).link.startsWith(`${PUBLIC_URL}/invite/`)).toBe(true);
  });

  it('OAuth redirect_uri', async () => {
    const login = await callWithHost(t.baseUrl, 'GET', '/api/auth/google/login', { host: FORGED_HOST });
    expect(login.status).toBe(302);
    const location = new URL(String(login.headers.location));
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  });
});
