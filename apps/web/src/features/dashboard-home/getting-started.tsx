import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSummary } from '@commentflow/shared';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

/** Shown until the widget has loaded on a site: each step ticks itself from real data. */
export function GettingStarted({
  summary,
  onAddProject,
  installHref,
}: {
  summary: WorkspaceSummary;
  onAddProject?: (() => void) | undefined;
  /** The page showing a project's install snippet. */
  installHref?: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const total = summary.counts.open + summary.counts.in_progress + summary.counts.resolved;
  const steps = [
    { key: 'workspace', done: true },
    { key: 'project', done: summary.projectCount > 0 },
    { key: 'snippet', done: summary.snippetInstalled },
    { key: 'comment', done: total > 0 },
  ] as const;
  const doneCount = steps.filter((step) => step.done).length;

  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('start.title')}</h2>
          <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('start.text')}</p>
        </div>
        <span className="shrink-0 text-xs font-medium text-zinc-500 tabular-nums dark:text-zinc-400">
          {t('start.progress', { done: doneCount, total: steps.length })}
        </span>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden>
        <div
          className="h-full rounded-full bg-indigo-600 transition-all dark:bg-indigo-400"
          style={{ width: `${(doneCount / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 space-y-2.5">
        {steps.map(({ key, done }) => (
          <li key={key} className="flex items-start gap-2.5 text-sm">
            {done ? (
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            ) : (
              <Circle className="mt-0.5 h-4 w-4 shrink-0 text-zinc-300 dark:text-zinc-600" aria-hidden />
            )}
            <span
              className={cn(
                'flex-1',
                done
                  ? 'text-zinc-500 line-through decoration-zinc-300 dark:text-zinc-400 dark:decoration-zinc-600'
                  : 'text-zinc-800 dark:text-zinc-200',
              )}
            >
              {t(`start.${key}`)}
              <span className="sr-only"> ({done ? t('start.done') : t('start.pending')})</span>
            </span>
            {!done && key === 'project' && onAddProject && (
              <button
                type="button"
                onClick={onAddProject}
                className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {t('start.projectAction')}
              </button>
            )}
            {!done && key === 'snippet' && installHref && (
              <Link to={installHref} className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                {t('start.snippetAction')}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
