import { cn } from '../../lib/cn.ts';
import { STATUS_TABS, type StatusTab } from './status-meta.ts';

export function StatusTabs({ value, onChange }: { value: StatusTab; onChange: (tab: StatusTab) => void }) {
  return (
    <div role="group" aria-label="Inbox filter" className="inline-flex rounded-lg bg-zinc-100 p-1 dark:bg-zinc-900">
      {STATUS_TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          aria-pressed={tab.value === value}
          onClick={() => onChange(tab.value)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
            tab.value === value
              ? 'bg-white text-zinc-900 shadow-xs dark:bg-zinc-800 dark:text-zinc-100'
              : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
