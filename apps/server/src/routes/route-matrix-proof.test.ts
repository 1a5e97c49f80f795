import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MATRIX } from '../test/route-matrix-entries.ts';
import { checkRoute, createMatrixFixtures, matrixGaps, type MatrixFixtures } from '../test/route-matrix.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The route someone adds in a hurry: no membership check, every workspace's comments.
const leakyRoute: FastifyPluginAsync = async (api) => {
  api.get('/leaky/comments', async () => ({ comments: await api.db.selectFrom('comments').select(['id', 'body']).execute() }));
};

let t: TestApp;
let fixtures: MatrixFixtures;
beforeAll(async () => {
  t = await startTestApp({}, undefined, { extraApiRoutes: leakyRoute });
  fixtures = await createMatrixFixtures(t);
});
afterAll(async () => {
  await t?.close();
});

describe('the route matrix catches a route added without care', () => {
  it('names a registered route that has no entry', () => {
    expect(matrixGaps(t.app, ROUTE_MATRIX)).toEqual([
      'GET /api/leaky/comments has no entry in the route matrix (apps/server/src/test/route-matrix-entries.ts)',
    ]);
  });

  it('finds the leak whatever statuses its entry claims', async () => {
    const claimed = await checkRoute(t, fixtures, 'GET /api/leaky/comments', {
      path: '/api/leaky/comments',
      expect: [401, 401, 200, 200, 200],
    });
    expect(claimed).toContainEqual(expect.stringMatching(/^GET \/api\/leaky\/comments as otherOwner: answered tenant A's data/));
    expect(claimed).toContainEqual(expect.stringMatching(/^GET \/api\/leaky\/comments as clientNoGrant: answered tenant A's data/));
    // Anonymous callers never reach it: it is not in the public list.
    expect(claimed.filter((problem) => problem.includes('anonymous') || problem.includes('otherKey'))).toEqual([]);

    const honest = await checkRoute(t, fixtures, 'GET /api/leaky/comments', {
      path: '/api/leaky/comments',
      expect: [401, 401, 404, 404, 200],
    });
    expect(honest).toContainEqual(expect.stringMatching(/^GET \/api\/leaky\/comments as otherOwner: expected 404, got 200/));
  });
});
