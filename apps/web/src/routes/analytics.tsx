import { useState } from 'react';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { BarListChart } from '../features/analytics/bar-list-chart.tsx';
import { pagePath } from '../features/analytics/page-path.ts';
import { SERIES } from '../features/analytics/chart-theme.tsx';
import { isValidRange, presetRange, rangeQuery, type DateRange, type RangePreset } from '../features/analytics/date-range.ts';
import { OverTimeChart } from '../features/analytics/over-time-chart.tsx';
import { RangePicker } from '../features/analytics/range-picker.tsx';
import { StatCard } from '../features/analytics/stat-card.tsx';
import { StatusChart } from '../features/analytics/status-chart.tsx';
import { TopPeople } from '../features/analytics/top-people.tsx';
import { useAnalytics } from '../features/analytics/use-analytics.ts';
import { useAnalyticsFormat } from '../features/analytics/use-analytics-format.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { can } from '@commentflow/shared/permissions';

export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  const { currentWorkspace } = useAuth();
  const [preset, setPreset] = useState<RangePreset>('30');
  const [custom, setCustom] = useState<DateRange>(() => presetRange(30));
  const range = preset === 'custom' ? custom : presetRange(Number(preset));
  const valid = isValidRange(range);
  const { from, to } = valid ? rangeQuery(range) : { from: '', to: '' };
  const isClient = currentWorkspace != null && !can(currentWorkspace.role, 'analytics:read');
  const analytics = useAnalytics(currentWorkspace?.id, from, to, valid && !isClient);

  if (isClient) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('clientOnly')} />
      </Card>
    );
  }

  const data = analytics.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={
          valid
            ? t('description', {
                workspace: currentWorkspace?.name ?? '',
                start: format.longDay(range.start),
                end: format.longDay(range.end),
              })
            : undefined
        }
        actions={<RangePicker preset={preset} custom={custom} onPreset={setPreset} onCustom={setCustom} />}
      />
      {!valid ? (
        <Card>
          <EmptyState title={t('chooseRange')} description={t('chooseRangeText')} />
        </Card>
      ) : analytics.isError ? (
        <Card>
          <EmptyState title={t('loadFailed')} description={analytics.error.message} />
        </Card>
      ) : !data ? (
        <PageLoading label={t('loading')} />
      ) : (
        <div
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          aria-busy={analytics.isFetching}
        >
          <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t('stats.created')} value={format.number(data.totals.created)} />
            <StatCard label={t('stats.resolved')} value={format.number(data.totals.resolved)} hint={t('stats.resolvedHint')} />
            <StatCard label={t('stats.open')} value={format.number(data.totals.open)} hint={t('stats.openHint')} />
            <StatCard label={t('stats.median')} value={format.hours(data.medianResolveHours)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <OverTimeChart data={data.overTime} />
            <StatusChart byStatus={data.byStatus} />
            <BarListChart
              title={t('lists.pages')}
              items={data.byPage}
              color={SERIES.created}
              labelColumn={t('lists.page')}
              format={pagePath}
            />
            <BarListChart
              title={t('lists.browsers')}
              items={data.byBrowser}
              color={SERIES.neutral}
              labelColumn={t('lists.browser')}
              format={format.label}
            />
            <BarListChart
              title={t('lists.devices')}
              items={data.byDevice}
              color={SERIES.progress}
              labelColumn={t('lists.device')}
              format={format.label}
            />
            <TopPeople people={data.topPeople} />
          </div>
        </div>
      )}
    </>
  );
}
