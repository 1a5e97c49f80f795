import { Link } from 'react-router';
import { CalendarDays, CheckCircle2, CircleDot, Loader } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSummary } from '@commentflow/shared';
import { Card } from '../../components/ui/card.tsx';

/** Open / in progress / resolved threads and this week's comments, each a way into the inbox. */
export function StatCards({ summary }: { summary: WorkspaceSummary | undefined }) {
  const { t } = useTranslation('dashboard');
  const stats = [
    { key: 'open', value: summary?.counts.open, icon: CircleDot, tone: 'text-sky-600 dark:text-sky-400' },
    { key: 'inProgress', value: summary?.counts.in_progress, icon: Loader, tone: 'text-amber-600 dark:text-amber-400' },
    { key: 'resolved', value: summary?.counts.resolved, icon: CheckCircle2, tone: 'text-emerald-600 dark:text-emerald-400' },
    { key: 'thisWeek', value: summary?.commentsThisWeek, icon: CalendarDays, tone: 'text-indigo-600 dark:text-indigo-400' },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ key, value, icon: Icon, tone }) => (
        <Link key={key} to="/client/comments" className="group rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-500">
          <Card className="h-full p-4 transition-colors group-hover:border-zinc-300 dark:group-hover:border-zinc-700">
            <div className="flex items-center gap-2 text-xs font-medium text-zinc-500 dark:text-zinc-400">
              <Icon className={`h-4 w-4 ${tone}`} aria-hidden />
              {t(`stats.${key}`)}
            </div>
            <p className="mt-2 text-2xl font-semibold text-zinc-900 tabular-nums dark:text-zinc-100" data-testid={`stat-${key}`}>
              {value ?? '–'}
            </p>
          </Card>
        </Link>
      ))}
    </div>
  );
}
