import { useTranslation } from 'react-i18next';
import { isUnlimited, LIMIT_KINDS, limitOf, usageColour, usagePercent, type PlanLimits, type Usage } from '@commentflow/shared';
import { cn } from '../../lib/cn.ts';

const COLOURS = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' } as const;

/** docs/product/validation.md usage bars: one per limit, green under 60%, yellow from 60%, red from 80%; unlimited at 0%. */
export function UsageBars({ usage, limits }: { usage: Usage; limits: PlanLimits }) {
  const { t } = useTranslation('billing');
  return (
    <ul className="space-y-3">
      {LIMIT_KINDS.map((kind) => {
        const limit = limitOf(limits, kind);
        const percent = usagePercent(usage[kind], limit);
        const colour = usageColour(percent);
        const label = t(`usage.${kind}`);
        return (
          <li key={kind} data-testid={`usage-${kind}`} data-colour={colour}>
            <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-zinc-800 dark:text-zinc-200">{label}</span>
              <span className="text-zinc-500 tabular-nums dark:text-zinc-400">
                {isUnlimited(limit) ? t('usage.ofUnlimited', { used: usage[kind] }) : t('usage.of', { used: usage[kind], limit })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
            >
              <div className={cn('h-full rounded-full transition-[width]', COLOURS[colour])} style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
