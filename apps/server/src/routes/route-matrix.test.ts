import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MATRIX } from '../test/route-matrix-entries.ts';
import { checkRoute, createMatrixFixtures, matrixGaps, type MatrixFixtures } from '../test/route-matrix.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
let fixtures: MatrixFixtures;
beforeAll(async () => {
  fixtures = await createMatrixFixtures(t);
});

describe('the route x actor matrix', () => {
  it('has an entry for every registered route, and a route for every entry', () => {
    expect(matrixGaps(t.app, ROUTE_MATRIX)).toEqual([]);
  });

  // Registered routes only: an entry for a route of another configuration (mock auth, built files) waits for it.
  it.each(Object.entries(ROUTE_MATRIX))('%s', async (key, entry) => {
    if (!t.app.registeredRoutes.some((route) => `${route.method} ${route.url}` === key)) return;
    expect(await checkRoute(t, fixtures, key, entry)).toEqual([]);
  });
});
