import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeStep } from '@commentflow/shared/rules/relative-time';
import { useNow } from '../use-now.ts';

/** "5 minutes ago" / "il y a 5 minutes" in the app's language, ticking while the page is open. */
export function useRelativeTime(): (iso: string) => string {
  const { t, i18n } = useTranslation('common');
  const now = useNow();
  const format = useMemo(() => new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }), [i18n.language]);
  return useCallback(
    (iso: string) => {
      const step = relativeStep(iso, now);
      if (step.kind === 'just-now') return t('time.justNow');
      if (step.kind === 'ago') return format.format(-step.count, step.unit);
      return new Date(iso).toLocaleDateString(i18n.language);
    },
    [now, format, t, i18n.language],
  );
}
