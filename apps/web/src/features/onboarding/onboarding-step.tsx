import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

export type StepState = 'done' | 'current' | 'upcoming';

/** One numbered step: its state from real data, its content while it matters. */
export function OnboardingStep({
  number,
  title,
  description,
  state,
  children,
}: {
  number: number;
  title: string;
  description: string;
  state: StepState;
  children?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <li>
      <Card
        className={cn('p-4 sm:p-5', state === 'current' && 'ring-2 ring-indigo-500/30 dark:ring-indigo-400/30')}
        data-testid={`step-${number}`}
        data-state={state}
      >
        <div className="flex gap-3 sm:gap-4">
          <span
            className={cn(
              'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              state === 'done' && 'bg-emerald-600 text-white dark:bg-emerald-500',
              state === 'current' && 'bg-indigo-600 text-white dark:bg-indigo-500',
              state === 'upcoming' && 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
            )}
          >
            {state === 'done' ? <Check className="h-4 w-4" aria-label={t('done')} /> : number}
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</h2>
            <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
            {children && <div className="mt-4">{children}</div>}
          </div>
        </div>
      </Card>
    </li>
  );
}
