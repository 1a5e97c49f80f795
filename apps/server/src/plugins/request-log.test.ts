import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

interface LogLine {
  msg: string;
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
});
