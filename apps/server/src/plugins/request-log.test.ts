import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcess, type ServerProcess } from '../test/server-process.ts';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createTeam } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

interface LogLine {
  msg: string;
  reqId?: string;
  apiKeyId?: string;
  body?: { token?: string };
  req?: { url?: string; method?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ logLevel: 'info' }, undefined, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t?.close());

  it('writes one line per answered request, with its method, path, status and time, and never its token', async () => {
    const owner = await signUpUser(t.baseUrl);
    lines.length = 0;
    const answered = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?limit=5`, { token: owner.token });
    expect(answered.status).toBe(200);
    const about = lines.map((line) => JSON.parse(line) as LogLine).filter((entry) => entry.req?.url?.includes('/comments?limit=5'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(about[0]!.responseTime).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(owner.token);
  });

  it("keeps the request's id and API key on its line, while every other line stays redacted", async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const created = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/api-keys`, {
      token: owner.token,
      body: { name: 'Script', scopes: ['read'] },
    });
    const { key, secret } = created.body as { key: { id: string }; secret: string };
    lines.length = 0;
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?limit=6`, { token: secret })).status).toBe(200);
    const [line] = lines.map((text) => JSON.parse(text) as LogLine).filter((entry) => entry.req?.url?.includes('/comments?limit=6'));
    expect(line).toMatchObject({ msg: 'request completed', apiKeyId: key.id, reqId: expect.any(String) });
    expect(lines.join('\n')).not.toContain(secret);

    // The request line skips redaction for its fixed shape; any other line that carries a secret is redacted.
    lines.length = 0;
    t.app.log.info({ body: { token: 'a-secret-token' } }, 'something with a token');
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'something with a token', body: { token: '[Redacted]' } });
  });
});

describe('the log of a server process, written in batches (log-destination.ts)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await serverProcess({ LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(join(tmpdir(), 'cf-log-')) });
    await server.start();
  }, 60_000);
  afterAll(() => server?.stop('SIGKILL'));

  it('shows a request on stdout a moment after it is answered, and writes what it holds when it stops', async () => {
    const seen = `/api/no-such-route-${randomUUID()}`;
    expect((await fetch(server.baseUrl + seen)).status).toBe(404);
    // Nothing else is asked meanwhile: a batch this small is written by the periodic flush alone.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(seen);

    const last = `/api/no-such-route-${randomUUID()}`;
    expect((await fetch(server.baseUrl + last)).status).toBe(404);
    await server.stop('SIGTERM');
    expect(server.output()).toContain(last);
  });
});
