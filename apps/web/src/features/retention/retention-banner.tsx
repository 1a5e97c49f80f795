import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, X } from 'lucide-react';
import { BILLING_PATH, showExportCta, showUpgradeCta, type RetentionStatus, type WarningLevel } from '@commentflow/shared';
import { cn } from '../../lib/cn.ts';
import { useRetentionStatus } from './retention-api.ts';
import { useRetentionTexts } from './retention-texts.ts';
import { useRetentionWarningHidden } from './retention-visibility.ts';
import { useAcknowledge, useRetentionExport } from './use-retention-actions.ts';

/** docs/product/states.md colours: critical red, high orange, warning yellow, info blue. */
const LEVEL_STYLES: Record<Exclude<WarningLevel, 'none'>, string> = {
  critical: 'border-red-200 bg-red-50 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
  high: 'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200',
  warning: 'border-yellow-200 bg-yellow-50 text-yellow-900 dark:border-yellow-500/30 dark:bg-yellow-500/10 dark:text-yellow-100',
  info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-200',
};

const ACTION = 'rounded-md px-2.5 py-1 text-xs font-medium';

/**
 * docs/product/screens.md, states.md: the data-retention warning banner, full (the dashboard's top) or compact (a line, in
 * Billing). Shown while the server says so, hidden once dismissed (sent as banner_dismissed) or
 * acknowledged; its Export and Upgrade follow docs/product/validation.md's rules.
 */
export function RetentionBanner({ variant = 'full', onDetails }: { variant?: 'full' | 'compact'; onDetails?: () => void }) {
  const { data: status } = useRetentionStatus();
  const hidden = useRetentionWarningHidden(status?.workspaceId ?? null);
  if (!status || hidden || !status.shouldShowWarning || status.warningLevel === 'none') return null;
  return <BannerBody status={status} level={status.warningLevel} variant={variant} onDetails={onDetails} />;
}

function BannerBody({
  status,
  level,
  variant,
  onDetails,
}: {
  status: RetentionStatus;
  level: Exclude<WarningLevel, 'none'>;
  variant: 'full' | 'compact';
  onDetails: (() => void) | undefined;
}) {
  const { t } = useTranslation('retention');
  const texts = useRetentionTexts(status);
  const acknowledge = useAcknowledge(status);
  const exporting = useRetentionExport();
  if (!texts) return null;
  const compact = variant === 'compact';

  return (
    <div
      role="alert"
      data-testid={`retention-banner-${variant}`}
      data-level={level}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm',
        compact ? 'rounded-lg border px-3 py-2' : 'border-b px-4 py-2.5 sm:px-6',
        LEVEL_STYLES[level],
      )}
    >
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-56">
        <span className="font-medium">{texts.title}</span>
        {!compact && <span className="opacity-85"> {texts.message}</span>}
        {exporting.submitted && <span className="mt-1 block font-medium">{t('banner.exportSubmitted')}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onDetails && !compact && (
          <button type="button" onClick={onDetails} className={cn(ACTION, 'underline-offset-2 hover:underline')}>
            {t('banner.details')}
          </button>
        )}
        {showExportCta(status) && (
          <button
            type="button"
            disabled={exporting.state === 'loading'}
            onClick={exporting.request}
            className={cn(ACTION, 'border border-current/25 hover:bg-black/5 disabled:opacity-60 dark:hover:bg-white/10')}
          >
            {t('banner.export')}
          </button>
        )}
        {showUpgradeCta(status) && (
          <Link
            to={BILLING_PATH}
            className={cn(ACTION, 'bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200')}
          >
            {t('banner.upgrade')}
          </Link>
        )}
        <button
          type="button"
          aria-label={t('banner.dismiss')}
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate('banner_dismissed')}
          className="rounded-md p-1 hover:bg-black/5 dark:hover:bg-white/10"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
