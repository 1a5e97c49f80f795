import { currentLanguage, t } from './translate.ts';

const STEPS: [limitSeconds: number, divisor: number, key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'][] = [
  [3_600, 60, 'minutesAgo'],
  [86_400, 3_600, 'hoursAgo'],
  [604_800, 86_400, 'daysAgo'],
];

/** "2 min ago", "il y a 3 heures", then the date: a thread's times in the widget's language. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return t('justNow');
  for (const [limit, divisor, key] of STEPS) {
    if (seconds < limit) return t(key, { count: Math.max(1, Math.floor(seconds / divisor)) });
  }
  return new Date(iso).toLocaleDateString(currentLanguage());
}
