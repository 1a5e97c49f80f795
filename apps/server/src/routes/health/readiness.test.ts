import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { useAppBehindProxy } from '../../test/app-behind-proxy.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/health/ready', () => {
  it('is ready while the database answers', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});

// PostgreSQL reached through a TCP proxy the test cuts, as a database restart or a network split.
describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL out of reach, then back', () => {
  const behind = useAppBehindProxy();

  it('answers not ready (503) and degraded health while cut, and ready again once it is back', async () => {
    const { instance, proxy } = behind();
    proxy.cut();
    const ready = await call(instance.baseUrl, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'degraded', database: { engine: 'postgres', status: 'down' } });
    const health = await call(instance.baseUrl, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database.status).toBe('down');

    proxy.restore();
    await expect.poll(async () => (await call(instance.baseUrl, 'GET', '/api/health/ready')).status, { timeout: 15_000 }).toBe(200);
  });
});
