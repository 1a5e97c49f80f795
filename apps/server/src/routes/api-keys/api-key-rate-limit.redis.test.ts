import { describe, expect, it } from 'vitest';
import { call, createTeam } from '../../test/factories.ts';
import { useInstancesSharingRedis } from '../../test/test-app.ts';

const { a, b } = useInstancesSharingRedis({ apiKeyRateLimitPerMinute: 4 });

describe('per-key rate limit across instances', () => {
  it("counts a key's calls on every instance together", async () => {
    const { owner } = await createTeam(a.app, a.baseUrl);
    const created = await call(a.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/api-keys`, {
      token: owner.token,
      body: { name: 'Script', scopes: ['read'] },
    });
    const url = `/api/workspaces/${owner.workspaceId}/comments`;
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a, b])
      statuses.push((await call(instance.baseUrl, 'GET', url, { token: created.body.secret })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
