import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

/** One settings group: what it is on the left, its controls on the right (stacked on a phone). */
export function SettingsCard({
  id,
  title,
  description,
  children,
  danger = false,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', danger && 'border-red-200 dark:border-red-500/30')}>
      <section aria-labelledby={id} className="grid gap-5 md:grid-cols-3 md:gap-8">
        <div>
          <h2
            id={id}
            className={cn('text-sm font-semibold', danger ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-100')}
          >
            {title}
          </h2>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
        </div>
        <div className="md:col-span-2">{children}</div>
      </section>
    </Card>
  );
}
