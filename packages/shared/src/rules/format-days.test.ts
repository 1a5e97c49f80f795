import { describe, expect, it } from 'vitest';
import { formatDays } from './format-days.ts';

describe('formatDays (docs/product/validation.md)', () => {
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

describe('formatDays in another language', () => {
  it('uses the given words with the same rules', () => {
    const french = {
      today: "Aujourd'hui",
      count: (n: number, unit: 'day' | 'week' | 'month') => `${n} ${{ day: 'j', week: 'sem', month: 'mois' }[unit]}`,
    };
    expect(formatDays(0, french)).toBe("Aujourd'hui");
    expect(formatDays(10, french)).toBe('1 sem 3 j');
    expect(formatDays(65, french)).toBe('2 mois 5 j');
  });
});
