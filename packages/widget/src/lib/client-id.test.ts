import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeOfId } from '@commentflow/shared/rules/time-ordered-id';
import { newClientId } from './client-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes distinct UUIDv7s stamped with the time they were made', () => {
    const before = Date.now();
    const ids = Array.from({ length: 1_000 }, () => newClientId());
    const after = Date.now();
    for (const id of ids) {
      expect(id).toMatch(UUID_V7);
      expect(timeOfId(id)).toBeGreaterThanOrEqual(before);
      expect(timeOfId(id)).toBeLessThanOrEqual(after);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes them on a plain-http page too, where crypto.randomUUID is missing', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newClientId()).toMatch(UUID_V7);
  });
});
