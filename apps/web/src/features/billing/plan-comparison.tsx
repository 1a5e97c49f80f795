import { useTranslation } from 'react-i18next';
import { isUnlimited, LIMIT_KINDS, limitOf, PLAN_NAMES, type BillingPlansResponse, type PlanName } from '@commentflow/shared';
import { cn } from '../../lib/cn.ts';

/** The three plans side by side, their limits from the server's one table (docs/product/plans-and-retention.md). */
export function PlanComparison({
  entitlements,
  current,
}: {
  entitlements: BillingPlansResponse['entitlements'];
  current: PlanName | null;
}) {
  const { t } = useTranslation('billing');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[22rem] text-sm">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead>
          <tr className="text-left text-zinc-500 dark:text-zinc-400">
            <th scope="col" className="py-2 pr-3 font-medium" />
            {PLAN_NAMES.map((plan) => (
              <th
                key={plan}
                scope="col"
                className={cn(
                  'px-3 py-2 font-semibold text-zinc-900 dark:text-zinc-100',
                  plan === current && 'text-indigo-600 dark:text-indigo-400',
                )}
              >
                {t(`plans.${plan}`)}
                {plan === current && <span className="ml-1 text-xs font-normal">({t('compare.current')})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {LIMIT_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-zinc-700 dark:text-zinc-300">
                {t(`usage.${kind}`)}
              </th>
              {PLAN_NAMES.map((plan) => {
                const limit = limitOf(entitlements[plan], kind);
                return (
                  <td key={plan} className="px-3 py-2 text-zinc-700 tabular-nums dark:text-zinc-300">
                    {isUnlimited(limit) ? t('compare.unlimited') : limit.toLocaleString()}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-medium text-zinc-700 dark:text-zinc-300">
              {t('compare.retention')}
            </th>
            <td className="px-3 py-2 text-zinc-700 dark:text-zinc-300">{t('compare.retentionFree')}</td>
            <td className="px-3 py-2 text-zinc-700 dark:text-zinc-300">{t('compare.retentionKept')}</td>
            <td className="px-3 py-2 text-zinc-700 dark:text-zinc-300">{t('compare.retentionKept')}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
