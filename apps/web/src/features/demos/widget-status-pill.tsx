import { cn } from '../../lib/cn.ts';
import type { WidgetStatus } from './use-embedded-widget.ts';

const TEXT: Record<WidgetStatus, string> = {
  idle: 'Widget not loaded',
  starting: 'Starting the widget...',
  running: 'Widget running',
  failed: 'The widget did not start',
};

const DOT: Record<WidgetStatus, string> = {
  idle: 'bg-zinc-400',
  starting: 'bg-amber-500 animate-pulse',
  running: 'bg-emerald-500',
  failed: 'bg-red-500',
};

export function WidgetStatusPill({ status }: { status: WidgetStatus }) {
  return (
    <span
      role="status"
      className="inline-flex items-center gap-2 rounded-full border border-zinc-200 bg-white px-3 py-1 text-xs font-medium text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
    >
      <span aria-hidden className={cn('h-2 w-2 rounded-full', DOT[status])} />
      {TEXT[status]}
    </span>
  );
}
