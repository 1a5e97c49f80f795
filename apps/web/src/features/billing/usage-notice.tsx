import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { approachingLimits, BILLING_PATH, limitOf, usagePercent } from '@commentflow/shared';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useWorkspaceBilling } from './billing-api.ts';

/**
 * docs/product/validation.md, limits.md: approaching a limit (80% of any limit that is not unlimited) is said before the limit
 * is reached, with the way to upgrade. Shown to those who may change the plan.
 */
export function UsageNotice() {
  const { t } = useTranslation('billing');
  const { currentWorkspace } = useAuth();
  const billing = useWorkspaceBilling(currentWorkspace?.id ?? null);
  const data = billing.data;
  if (!data || !data.plansEnabled || !data.canManage || data.onTrial) return null;
  const kind = approachingLimits(data.usage, data.limits)[0];
  if (!kind) return null;
  const percent = usagePercent(data.usage[kind], limitOf(data.limits, kind));
  return (
    <div
      role="status"
      data-testid="usage-notice"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p className="min-w-0 flex-1">
        {t('limit.approaching', { percent, plan: t(`plans.${data.plan}`), what: t(`usage.${kind}`).toLowerCase() })}
      </p>
      <Link
        to={BILLING_PATH}
        className="rounded-md bg-zinc-900 px-2.5 py-1 text-xs font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
      >
        {t('limit.upgrade')}
      </Link>
    </div>
  );
}
