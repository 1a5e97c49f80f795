import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { pageLocation } from '../comments/page-location.ts';
import { useProjectPages } from './use-projects.ts';

function Count({ value, label, tone }: { value: number; label: string; tone: string }) {
  return (
    <span className={value === 0 ? 'text-zinc-500 dark:text-zinc-400' : tone} title={label}>
      {value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * The project's feedback grouped by page, each page linking to its threads in the inbox: the busiest
 * pages first, more on request, so a site with thousands of pages lists a few dozen at a time.
 */
export function ProjectPages({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const pages = useProjectPages(projectId);
  const rows = pages.data?.pages.flatMap((page) => page.pages) ?? [];
  if (pages.isPending) {
    return (
      <Card className="flex justify-center py-12 text-zinc-500">
        <Spinner label={t('pages.loading')} />
      </Card>
    );
  }
  if (pages.isError) {
    return (
      <Card>
        <EmptyState level="h3" title={t('pages.loadFailed')} description={pages.error.message} />
      </Card>
    );
  }
  if (rows.length === 0) {
    return (
      <Card>
        <EmptyState icon={FileText} level="h3" title={t('pages.emptyTitle')} description={t('pages.emptyText')} />
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <div
        className="grid grid-cols-[minmax(0,1fr)_repeat(3,3.5rem)] gap-2 border-b border-zinc-200 px-4 py-2 text-xs font-medium text-zinc-500 dark:border-zinc-800 dark:text-zinc-400"
        aria-hidden
      >
        <span>{t('pages.page')}</span>
        <span className="text-right">{t('pages.open')}</span>
        <span className="text-right">{t('pages.active')}</span>
        <span className="text-right">{t('pages.done')}</span>
      </div>
      <ul aria-label={t('pages.label')} className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {rows.map((page) => (
          <li key={page.pageUrl}>
            <Link
              to={`/client/comments?${new URLSearchParams({ status: 'all', project: projectId, page: page.pageUrl })}`}
              className="grid grid-cols-[minmax(0,1fr)_repeat(3,3.5rem)] items-center gap-2 px-4 py-3 text-sm hover:bg-zinc-50 dark:hover:bg-zinc-800/40"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium text-zinc-900 dark:text-zinc-100">
                  {page.pageTitle || pageLocation(page.pageUrl)}
                </span>
                <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">
                  {pageLocation(page.pageUrl)} · {t('pages.threads', { count: page.total })}
                </span>
              </span>
              <span className="text-right tabular-nums">
                <Count value={page.open} label={t('pages.countOpen')} tone="font-semibold text-indigo-600 dark:text-indigo-400" />
              </span>
              <span className="text-right tabular-nums">
                <Count value={page.inProgress} label={t('pages.countInProgress')} tone="text-amber-600 dark:text-amber-400" />
              </span>
              <span className="text-right tabular-nums">
                <Count value={page.resolved} label={t('pages.countResolved')} tone="text-emerald-600 dark:text-emerald-400" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="flex items-center justify-between gap-3 border-t border-zinc-200 px-4 py-2 dark:border-zinc-800">
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{t('pages.shown', { count: rows.length })}</span>
          <Button variant="ghost" size="sm" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('pages.showMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}
