const DAY_MS = 86_400_000;

export type RangePreset = '7' | '30' | '90' | 'custom';

export interface DateRange {
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  start: string;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  end: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days up to and including today (UTC days, as the server buckets them). */
export function presetRange(days: number, now = Date.now()): DateRange {
  return { start: day(now - (days - 1) * DAY_MS), end: day(now) };
}

/** The API's half-open [from, to) for whole days start..end. */
export function rangeQuery(range: DateRange): { from: string; to: string } {
  return { from: `${range.start}T00:00:00.000Z`, to: new Date(Date.parse(`${range.end}T00:00:00.000Z`) + DAY_MS).toISOString() };
}

/** A custom range is usable when both days are set and the end is not before the start. */
export function isValidRange(range: DateRange): boolean {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  return Number.isFinite(start) && Number.isFinite(end) && end >= start;
}
