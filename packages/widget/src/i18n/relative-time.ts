import { relativeStep } from '@commentflow/shared/rules/relative-time';
import { currentLanguage, t } from './translate.ts';

const KEYS = { minute: 'minutesAgo', hour: 'hoursAgo', day: 'daysAgo' } as const;

/** "2 min ago", "il y a 3 heures", then the date: a thread's times in the widget's language. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const step = relativeStep(iso, now);
  if (step.kind === 'just-now') return t('justNow');
  if (step.kind === 'ago') return t(KEYS[step.unit], { count: step.count });
  return new Date(iso).toLocaleDateString(currentLanguage());
}
