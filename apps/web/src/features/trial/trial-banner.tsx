import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useFormatDays } from '../../lib/i18n/use-format-days.ts';
import { trialEndsText } from '../workspaces/plan-label.ts';
import type { TrialStatus } from './trial-status.ts';

export const BILLING_PATH = '/client/billing';

const ACTION = 'rounded-md px-2.5 py-1 text-xs font-medium';

/** docs/product/states.md: shown while the workspace's trial has 14 days or fewer left; its Export opens the trial modal. */
export function TrialBanner({ status, onExport }: { status: TrialStatus; onExport: () => void }) {
  const { t } = useTranslation(['trial', 'data-export']);
  const formatDays = useFormatDays();
  const { daysRemaining, ended, showBanner, warning, showExport } = status;
  if (daysRemaining === null || !showBanner) return null;
  const message = ended ? t('ended') : `${trialEndsText(daysRemaining, formatDays)}.`;

  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b px-4 py-2 text-sm sm:px-6',
        warning
          ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200'
          : 'border-indigo-100 bg-indigo-50 text-indigo-900 dark:border-indigo-500/20 dark:bg-indigo-500/10 dark:text-indigo-200',
      )}
    >
      <Sparkles className="h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-64">
        <span className="font-medium">{message}</span> <span className="opacity-80">{t('keep')}</span>
      </p>
      <div className="flex items-center gap-2">
        {showExport && (
          <button
            type="button"
            onClick={onExport}
            className={cn(ACTION, 'border border-current/25 hover:bg-black/5 dark:hover:bg-white/10')}
          >
            {t('data-export:action')}
          </button>
        )}
        <Link
          to={BILLING_PATH}
          className={cn(ACTION, 'bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200')}
        >
          {t('upgrade')}
        </Link>
      </div>
    </div>
  );
}
