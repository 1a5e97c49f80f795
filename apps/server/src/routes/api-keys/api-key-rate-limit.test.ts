import { describe, expect, it } from 'vitest';
import { call, createTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ apiKeyRateLimitPerMinute: 3 });

const newKey = async (token: string, workspaceId: string) =>
  (await call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/api-keys`, { token, body: { name: 'Script', scopes: ['read'] } })).body
    .secret as string;

describe('per-key rate limit', () => {
  it('counts each key apart, with the RateLimit headers on every answer and Retry-After on the 429', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const [first, second] = [await newKey(owner.token, owner.workspaceId), await newKey(owner.token, owner.workspaceId)];
    const url = `/api/workspaces/${owner.workspaceId}/comments`;

    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(t.baseUrl, 'GET', url, { token: first });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('3');
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const limited = await call(t.baseUrl, 'GET', url, { token: first });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate-limited');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another key, and the people of the workspace, are not held back by this one.
    expect((await call(t.baseUrl, 'GET', url, { token: second })).status).toBe(200);
    const person = await call(t.baseUrl, 'GET', url, { token: owner.token });
    expect(person.status).toBe(200);
    expect(person.headers.get('ratelimit-limit')).toBeNull();
  });

  it('holds MCP calls to the same limit, with the same headers, as REST calls of the key', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const key = await newKey(owner.token, owner.workspaceId);
    const mcp = () =>
      fetch(`${t.baseUrl}/api/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });

    const first = await mcp();
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    // One limiter: a REST call spends the same budget.
    const rest = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: key });
    expect(rest.headers.get('ratelimit-remaining')).toBe('1');
    expect((await mcp()).headers.get('ratelimit-remaining')).toBe('0');

    const limited = await mcp();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
