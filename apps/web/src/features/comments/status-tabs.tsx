import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { STATUS_TABS, type StatusTab } from './status-meta.ts';

export function StatusTabs({ value, onChange }: { value: StatusTab; onChange: (tab: StatusTab) => void }) {
  const { t } = useTranslation('comments');
  return (
    <div role="group" aria-label={t('statusFilter')} className="inline-flex rounded-lg bg-zinc-100 p-1 dark:bg-zinc-900">
      {STATUS_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={tab === value}
          onClick={() => onChange(tab)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
            tab === value
              ? 'bg-white text-zinc-900 shadow-xs dark:bg-zinc-800 dark:text-zinc-100'
              : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
          )}
        >
          {t(`status.${tab}`)}
        </button>
      ))}
    </div>
  );
}
