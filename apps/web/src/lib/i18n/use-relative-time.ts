import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../use-now.ts';

const STEPS: [limitSeconds: number, divisor: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [3_600, 60, 'minute'],
  [86_400, 3_600, 'hour'],
  [604_800, 86_400, 'day'],
];

/** "5 minutes ago" / "il y a 5 minutes" in the app's language, ticking while the page is open. */
export function useRelativeTime(): (iso: string) => string {
  const { t, i18n } = useTranslation('common');
  const now = useNow();
  const format = useMemo(() => new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }), [i18n.language]);
  return useCallback(
    (iso: string) => {
      const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
      if (seconds < 45) return t('time.justNow');
      for (const [limit, divisor, unit] of STEPS) {
        if (seconds < limit) return format.format(-Math.max(1, Math.floor(seconds / divisor)), unit);
      }
      return new Date(iso).toLocaleDateString(i18n.language);
    },
    [now, format, t, i18n.language],
  );
}
