import { describe, expect, it } from 'vitest';
import { expiresIn } from './expires-in.ts';

describe('expiresIn', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  it('counts days, then hours in the last two days', () => {
    expect(expiresIn('2026-03-08T00:00:00Z', now)).toEqual({ unit: 'days', count: 7 });
    expect(expiresIn('2026-03-02T12:00:00Z', now)).toEqual({ unit: 'hours', count: 36 });
    expect(expiresIn('2026-03-01T00:20:00Z', now)).toEqual({ unit: 'hours', count: 1 });
  });
});
