import { expect, test } from './support/fixtures.ts';

// CI runs the API suites on PostgreSQL and Redis; the browser tests' servers must not inherit those
// settings, or the single-process paths (in-process events, the embedded database) go untested.
test('a browser test server runs on its own configuration: embedded database, no Redis', async ({ request }) => {
  const health = await (await request.get('/api/health')).json();
  expect(health).toMatchObject({ database: { engine: 'sqlite' }, redis: { status: 'off' } });
});
