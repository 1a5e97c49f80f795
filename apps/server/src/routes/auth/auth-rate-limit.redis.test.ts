import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { useInstancesSharingRedis, type TestApp } from '../../test/test-app.ts';

// Behind the load balancer, each caller is known by X-Forwarded-For.
const { a, b } = useInstancesSharingRedis({ rateLimitAuthPerMinute: 4, trustProxy: true });

// An address of its own each run: Redis keeps the last run's counts for a minute.
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('the per-IP sign-in limit with several instances', () => {
  it('counts an address over every instance together, and other addresses apart', async () => {
    const attacker = address();
    const signIn = (instance: TestApp, from: string) =>
      call(instance.baseUrl, 'POST', '/api/auth/signin', {
        headers: { 'x-forwarded-for': from },
        body: { email: `nobody-${from}@example.com`, password: 'guess' },
      });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(i % 2 === 0 ? a : b, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);

    for (const instance of [a, b]) {
      const refused = await signIn(instance, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('rate-limited');
      expect(refused.body.message).toMatch(/wait \d+ seconds/i);
    }
    let other = address();
    while (other === attacker) other = address();
    expect((await signIn(b, other)).status).toBe(401);
  });
});
