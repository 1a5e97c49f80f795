import { useTranslation } from 'react-i18next';
import type { RetentionStatus } from '@commentflow/shared';
import { useFormatDays } from '../../lib/i18n/use-format-days.ts';

/**
 * The warning's words by level (docs/product/errors.md: critical says data will be deleted today or in N days with
 * an upgrade or reactivate prompt; the others are softer). Null for exempt or unlimited accounts,
 * which get no warning message (docs/product/validation.md).
 */
export function useRetentionTexts(status: RetentionStatus | undefined): { title: string; message: string } | null {
  const { t } = useTranslation('retention');
  const formatDays = useFormatDays();
  if (!status || status.isExempt || status.status === 'unlimited' || status.warningLevel === 'none' || status.daysRemaining === null)
    return null;
  const days = status.daysRemaining;
  const time = formatDays(days);
  const level = status.warningLevel;
  return {
    title: days === 0 ? t('title.today') : t(`title.${level}`, { time }),
    message: t(`message.${level}`, { count: status.commentCount }),
  };
}
