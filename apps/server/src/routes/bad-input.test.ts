import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MATRIX } from '../test/route-matrix-entries.ts';
import { createMatrixFixtures, fill, type MatrixFixtures } from '../test/route-matrix.ts';
import { SITE_ORIGIN } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * Bad input at every route that takes a body: each field of the matrix's valid body given the wrong
 * type, a null byte and an oversized value, sent by tenant A's owner (who passes every access check,
 * so the body itself is judged). Nothing may answer 5xx (PostgreSQL refuses null bytes in text: an
 * unchecked field is a 500 there), a wrong type is a 4xx with a stable `error` code and a message, and
 * no field stores 100,000 characters.
 */
const t = useTestApp();
let fixtures: MatrixFixtures;
beforeAll(async () => {
  fixtures = await createMatrixFixtures(t);
});

type Mutation = { name: string; body: unknown; kind: 'wrong-type' | 'null-byte' | 'oversized' };

function mutations(body: unknown): Mutation[] {
  const all: Mutation[] = [{ name: 'an array for the body', body: [body], kind: 'wrong-type' }];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return all;
  for (const [field, value] of Object.entries(body)) {
    const wrong =
      typeof value === 'string'
        ? 12_345
        : typeof value === 'number' || typeof value === 'boolean'
          ? 'not-a-' + typeof value
          : 'not-a-structure';
    all.push({ name: `${field} of the wrong type`, body: { ...body, [field]: wrong }, kind: 'wrong-type' });
    if (typeof value === 'string') {
      all.push({ name: `${field} with a null byte`, body: { ...body, [field]: `${value}\u0000x` }, kind: 'null-byte' });
      all.push({ name: `${field} of 100,000 characters`, body: { ...body, [field]: 'x'.repeat(100_000) }, kind: 'oversized' });
    }
  }
  return all;
}

const withBodies = Object.entries(ROUTE_MATRIX).filter(([key, entry]) => entry.body && !key.startsWith('GET '));

describe('bad input at every route with a body', () => {
  it.each(withBodies)('%s', async (key, entry) => {
    if (!t.app.registeredRoutes.some((route) => `${route.method} ${route.url}` === key)) return;
    const [method] = key.split(' ') as [string];
    const problems: string[] = [];
    for (const mutation of mutations(entry.body!(fixtures))) {
      const response = await fetch(t.baseUrl + fill(entry.path, fixtures), {
        method,
        headers: { authorization: `Bearer ${fixtures.owner.token}`, origin: SITE_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(mutation.body),
        redirect: 'manual',
      });
      const text = await response.text();
      const said = `${response.status} ${text.slice(0, 160)}`;
      if (response.status >= 500) problems.push(`${mutation.name}: ${said}`);
      else if (mutation.kind === 'wrong-type' && (response.status < 400 || !/"error":"[a-z-]+"/.test(text) || !/"message":/.test(text))) {
        problems.push(`${mutation.name}: expected a 4xx with an error code and a message, got ${said}`);
      } else if (mutation.kind === 'oversized' && response.status < 300) problems.push(`${mutation.name}: accepted (${response.status})`);
    }
    expect(problems).toEqual([]);
  });
});
