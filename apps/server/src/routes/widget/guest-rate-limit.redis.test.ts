import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createProject, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { useInstancesSharingRedis, type TestApp } from '../../test/test-app.ts';

const { a, b } = useInstancesSharingRedis();

const GUEST = { name: 'Gina Guest', email: 'gina@example.com' };

describe('the guest write limit with several instances', () => {
  it('counts writes through every instance together, per project', async () => {
    const owner = await signUpUser(a.baseUrl);
    const project = await createProject(a.baseUrl, owner.token, owner.workspaceId);
    const other = await createProject(a.baseUrl, owner.token, owner.workspaceId, { name: 'Other site' });
    const write = (instance: TestApp, key: string) =>
      call(instance.baseUrl, 'POST', `/api/widget/${key}/comments`, { origin: SITE_ORIGIN, body: newCommentBody({ guest: GUEST }) });

    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await write(i % 2 === 0 ? a : b, project.publicKey)).status);
    expect(statuses.every((status) => status === 201)).toBe(true);

    for (const instance of [a, b]) {
      const refused = await write(instance, project.publicKey);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'rate-limited', details: { retryAfterSeconds: expect.any(Number) } });
      expect(refused.body.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.body.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect((await write(b, other.publicKey)).status).toBe(201);
  });
});
