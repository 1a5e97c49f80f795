import { describe, expect, it } from 'vitest';
import { formatDays } from './format-days.ts';

describe('formatDays (spec §5)', () => {
  it.each([
    [0, 'Today'],
    [1, '1 day'],
    [6, '6 days'],
    [7, '1 week'],
    [9, '1 week 2 days'],
    [29, '4 weeks 1 day'],
    [30, '1 month'],
    [45, '1 month 15 days'],
    [61, '2 months 1 day'],
  ])('%i days reads %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});
