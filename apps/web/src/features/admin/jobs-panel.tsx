import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import type { AdminJobProblem } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { adminApi } from './admin-api.ts';
import { bodyCell, headCell } from './admin-list-card.tsx';

const JOBS_KEY = ['admin', 'jobs'];

/** A job's name as people read it; a job added since the texts were written shows its id. */
function useJobLabel() {
  const { t } = useTranslation('admin');
  return (name: string) => t(`jobs.names.${name}`, { defaultValue: name });
}

function ProblemRow({ problem }: { problem: AdminJobProblem }) {
  const { t } = useTranslation('admin');
  const ago = useRelativeTime();
  const label = useJobLabel();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => adminApi.retryJob(problem.id),
    onSuccess: (jobs) => queryClient.setQueryData(JOBS_KEY, jobs),
  });
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {label(problem.name)}
          {problem.state === 'failed' ? (
            <Badge tone="danger">{t('jobs.failedBadge')}</Badge>
          ) : (
            <Badge tone="warning">{t('jobs.retryBadge')}</Badge>
          )}
        </p>
        <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">
          {t('jobs.attempt', { attempt: problem.attempt, when: ago(problem.updatedAt) })}
        </p>
        <p className="mt-1 font-mono text-xs break-words whitespace-pre-wrap text-red-700 dark:text-red-300">
          {problem.lastError ?? t('jobs.noError')}
        </p>
      </div>
      <div className="shrink-0">
        <Button variant="secondary" size="sm" busy={retry.isPending} onClick={() => retry.mutate()}>
          {t('jobs.retryNow')}
          <span className="sr-only"> {label(problem.name)}</span>
        </Button>
        {retry.isError && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{retry.error.message}</p>}
      </div>
    </li>
  );
}

/** The job layer: how many jobs wait in each queue, and the ones that failed, to retry by hand. */
export function JobsPanel() {
  const { t, i18n } = useTranslation('admin');
  const label = useJobLabel();
  const count = (value: number) => value.toLocaleString(i18n.language);
  const jobs = useQuery({ queryKey: JOBS_KEY, queryFn: ({ signal }) => adminApi.jobs(signal), refetchInterval: 15_000 });
  return (
    <Card className="overflow-hidden">
      <h2 className="flex items-center gap-2 border-b border-zinc-200 p-4 text-sm font-semibold text-zinc-900 dark:border-zinc-800 dark:text-zinc-100">
        <ListChecks className="h-4 w-4 text-indigo-500" aria-hidden />
        {t('jobs.title')}
      </h2>
      {jobs.isPending ? (
        <Spinner label={t('jobs.loading')} className="m-4" />
      ) : jobs.isError ? (
        <p className="m-4 text-sm text-red-600 dark:text-red-400">{t('jobs.loadFailed', { message: jobs.error.message })}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th className={headCell}>{t('jobs.queue')}</th>
                  <th className={`${headCell} text-right`}>{t('jobs.waiting')}</th>
                  <th className={`${headCell} text-right`}>{t('jobs.active')}</th>
                  <th className={`${headCell} text-right`}>{t('jobs.retrying')}</th>
                  <th className={`${headCell} text-right`}>{t('jobs.failed')}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.queues.map((queue) => (
                  <tr key={queue.name} className="border-t border-zinc-100 dark:border-zinc-800">
                    <td className={bodyCell}>{label(queue.name)}</td>
                    <td className={`${bodyCell} text-right tabular-nums`}>{count(queue.waiting)}</td>
                    <td className={`${bodyCell} text-right tabular-nums`}>{count(queue.active)}</td>
                    <td className={`${bodyCell} text-right tabular-nums`}>{count(queue.retrying)}</td>
                    <td
                      className={`${bodyCell} text-right tabular-nums ${queue.failed > 0 ? 'font-semibold text-red-600 dark:text-red-400' : ''}`}
                    >
                      {count(queue.failed)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="border-t border-zinc-200 px-4 pt-4 pb-1 text-xs font-medium text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
            {t('jobs.problems')}
          </h3>
          {jobs.data.problems.length === 0 ? (
            <p className="px-4 pb-4 text-sm text-zinc-500 dark:text-zinc-400">{t('jobs.noProblems')}</p>
          ) : (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {jobs.data.problems.map((problem) => (
                <ProblemRow key={problem.id} problem={problem} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
