import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDays, type DayUnit } from '@commentflow/shared';

/** docs/product/validation.md day texts ('Today', '1 day', '1 week 3 days'...) in the app's language. */
export function useFormatDays(): (days: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (days: number) => formatDays(days, { today: t('days.today'), count: (n: number, unit: DayUnit) => t(`days.${unit}`, { count: n }) }),
    [t],
  );
}
