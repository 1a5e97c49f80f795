// docs/product/validation.md time formatting: 0 'Today', 1 '1 day', under 7 days, under 30 weeks plus days, else months (30 days) plus days.

export type DayUnit = 'day' | 'week' | 'month';

/** The words of one language; English by default, so the spec's texts stay exact. */
export interface DayWords {
  today: string;
  count: (n: number, unit: DayUnit) => string;
}

const ENGLISH: DayWords = {
  today: 'Today',
  count: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`,
};

export function formatDays(days: number, words: DayWords = ENGLISH): string {
  const { count } = words;
  if (days <= 0) return words.today;
  if (days < 7) return count(days, 'day');
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    const rest = days % 7;
    return rest ? `${count(weeks, 'week')} ${count(rest, 'day')}` : count(weeks, 'week');
  }
  const months = Math.floor(days / 30);
  const rest = days % 30;
  return rest ? `${count(months, 'month')} ${count(rest, 'day')}` : count(months, 'month');
}
