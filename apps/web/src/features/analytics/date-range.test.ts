import { describe, expect, it } from 'vitest';
import { isValidRange, presetRange, rangeQuery } from './date-range.ts';

describe('analytics date ranges', () => {
  const now = Date.parse('2026-03-10T15:00:00Z');
  it('covers the last N whole days including today', () => {
    expect(presetRange(7, now)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(rangeQuery(presetRange(7, now))).toEqual({ from: '2026-03-04T00:00:00.000Z', to: '2026-03-11T00:00:00.000Z' });
  });

  it('refuses an empty or backwards custom range', () => {
    expect(isValidRange({ start: '2026-03-04', end: '2026-03-04' })).toBe(true);
    expect(isValidRange({ start: '2026-03-05', end: '2026-03-04' })).toBe(false);
    expect(isValidRange({ start: '', end: '2026-03-04' })).toBe(false);
  });
});
