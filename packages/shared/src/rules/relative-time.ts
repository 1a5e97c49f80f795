// "2 min ago" style times for threads, in the widget and the dashboard: one ladder, each side words
// its step in its own language (packages/widget/src/i18n/relative-time.ts, apps/web/src/lib/i18n/use-relative-time.ts).

export type RelativeStep = { kind: 'just-now' } | { kind: 'ago'; unit: 'minute' | 'hour' | 'day'; count: number } | { kind: 'date' };

const LADDER: [limitSeconds: number, divisor: number, unit: 'minute' | 'hour' | 'day'][] = [
  [3_600, 60, 'minute'],
  [86_400, 3_600, 'hour'],
  [604_800, 86_400, 'day'],
];

/** Under 45 s "just now", then whole minutes, hours, days (at least 1), and from a week on the date. */
export function relativeStep(iso: string, now: number = Date.now()): RelativeStep {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return { kind: 'just-now' };
  for (const [limit, divisor, unit] of LADDER) {
    if (seconds < limit) return { kind: 'ago', unit, count: Math.max(1, Math.floor(seconds / divisor)) };
  }
  return { kind: 'date' };
}

const ENGLISH_UNITS = { minute: 'min', hour: 'h', day: 'd' } as const;

/** The English wording, for pages without a language choice (roadmap, demo event feed). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const step = relativeStep(iso, now);
  if (step.kind === 'just-now') return 'just now';
  if (step.kind === 'ago') return `${step.count} ${ENGLISH_UNITS[step.unit]} ago`;
  return new Date(iso).toLocaleDateString();
}
