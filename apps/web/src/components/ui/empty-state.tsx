import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  /** Heading level, so the page outline stays right wherever the state is shown. */
  level?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, level = 'h2', className }: EmptyStateProps) {
  const Heading = level;
  return (
    <div className={cn('flex flex-col items-center px-6 py-14 text-center', className)}>
      {Icon && (
        <div className="mb-4 flex h-11 w-11 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
          <Icon className="h-5 w-5" aria-hidden />
        </div>
      )}
      <Heading className="text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</Heading>
      <p className="mt-1.5 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
