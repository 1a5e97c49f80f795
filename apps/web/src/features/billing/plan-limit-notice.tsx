import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_PATH } from '@commentflow/shared';
import { ApiError } from '../../lib/api-error.ts';

/** Whether a failed write was refused by the plan (HTTP 402 plan-limit-reached). */
export const isPlanLimit = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'plan-limit-reached';

/** The server's message naming the limit ("Your Starter plan allows 5 projects") and the way to upgrade. */
export function PlanLimitNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('billing');
  if (!isPlanLimit(error)) return null;
  return (
    <div
      role="alert"
      data-testid="plan-limit"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <span className="min-w-0 flex-1">{error.message}</span>
      <Link to={BILLING_PATH} className="font-medium underline underline-offset-2">
        {t('limit.upgrade')}
      </Link>
    </div>
  );
}
