import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AriaOverviewResponse } from '@commentflow/shared';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { ariaApi, ariaKeys } from './aria-api.ts';

const healthTone = (health: number) =>
  health >= 90
    ? 'text-emerald-700 dark:text-emerald-300'
    : health >= 60
      ? 'text-amber-800 dark:text-amber-300'
      : 'text-red-700 dark:text-red-300';

/** Open findings by severity and detector, each page's health score, and two weeks of found / resolved. */
export function AriaOverview({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('aria');
  const overview = useQuery({ queryKey: ariaKeys.overview(workspaceId), queryFn: () => ariaApi.overview(workspaceId) });
  if (!overview.data) {
    return overview.isError ? null : (
      <div className="flex justify-center py-8">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const { pages, bySeverity, byDetector, trend } = overview.data;
  const openDetectors = byDetector.filter(({ open }) => open > 0);
  return (
    <div className="mb-4 grid gap-4 lg:grid-cols-3">
      <Card className="p-4">
        <h2 className="mb-3 text-base font-semibold">{t('overview.bySeverity')}</h2>
        <dl className="grid grid-cols-2 gap-2">
          {bySeverity.map(({ severity, open }) => (
            <div key={severity} className="rounded-md border border-zinc-200 p-2 dark:border-zinc-800">
              <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t(`severities.${severity}`)}</dt>
              <dd className="text-lg font-semibold">{open}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 mb-2 text-sm font-semibold">{t('overview.byDetector')}</h3>
        {openDetectors.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('overview.noDetectors')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {openDetectors.map(({ detector, open }) => (
              <li key={detector} className="flex justify-between">
                <span>{t(`detectors.${detector}`)}</span>
                <span className="font-medium">{open}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="mb-3 text-base font-semibold">{t('overview.pages')}</h2>
        {pages.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('overview.noPages')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {pages.slice(0, 8).map((page) => (
              <li key={`${page.projectId} ${page.pagePattern}`} className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate" title={page.pageUrl}>
                  {new URL(page.pagePattern).pathname}
                </span>
                <span className={cn('shrink-0 font-semibold', healthTone(page.health))}>
                  {t('overview.health', { score: page.health, count: page.open })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="mb-3 text-base font-semibold">{t('overview.trend')}</h2>
        {trend.some((day) => day.found > 0 || day.resolved > 0) ? (
          <TrendChart trend={trend} />
        ) : (
          // Fourteen empty columns over a legend would read as a chart that failed to draw.
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('overview.trendEmpty')}</p>
        )}
      </Card>
    </div>
  );
}

/** Found and resolved findings of each of the last 14 days, side by side, scaled to the busiest day. */
function TrendChart({ trend }: { trend: AriaOverviewResponse['trend'] }) {
  const { t, i18n } = useTranslation('aria');
  const busiest = Math.max(1, ...trend.map((day) => Math.max(day.found, day.resolved)));
  const dayName = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  return (
    <>
      <div
        className="flex h-24 items-end gap-1"
        role="img"
        aria-label={t('overview.trendLabel', {
          found: trend.reduce((sum, day) => sum + day.found, 0),
          resolved: trend.reduce((sum, day) => sum + day.resolved, 0),
        })}
      >
        {trend.map((day) => (
          <div
            key={day.day}
            className="flex h-full flex-1 items-end gap-px"
            title={t('overview.trendDay', { day: dayName.format(new Date(day.day)), found: day.found, resolved: day.resolved })}
          >
            <div className="flex-1 rounded-t bg-red-400 dark:bg-red-500" style={{ height: `${(day.found / busiest) * 100}%` }} />
            <div className="flex-1 rounded-t bg-emerald-400 dark:bg-emerald-500" style={{ height: `${(day.resolved / busiest) * 100}%` }} />
          </div>
        ))}
      </div>
      <p className="mt-2 flex gap-3 text-xs text-zinc-600 dark:text-zinc-400">
        <span>
          <span className="mr-1 inline-block h-2 w-2 rounded-sm bg-red-400" />
          {t('overview.found')}
        </span>
        <span>
          <span className="mr-1 inline-block h-2 w-2 rounded-sm bg-emerald-400" />
          {t('overview.resolved')}
        </span>
      </p>
    </>
  );
}
