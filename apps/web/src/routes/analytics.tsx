import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { BarListChart } from '../features/analytics/bar-list-chart.tsx';
import { pagePath } from '../features/analytics/page-path.ts';
import { SERIES } from '../features/analytics/chart-theme.tsx';
import { isValidRange, presetRange, rangeQuery, type DateRange, type RangePreset } from '../features/analytics/date-range.ts';
import { OverTimeChart } from '../features/analytics/over-time-chart.tsx';
import { RangePicker } from '../features/analytics/range-picker.tsx';
import { StatCard, formatHours } from '../features/analytics/stat-card.tsx';
import { StatusChart } from '../features/analytics/status-chart.tsx';
import { TopPeople } from '../features/analytics/top-people.tsx';
import { useAnalytics } from '../features/analytics/use-analytics.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

export default function AnalyticsPage() {
  const { currentWorkspace } = useAuth();
  const [preset, setPreset] = useState<RangePreset>('30');
  const [custom, setCustom] = useState<DateRange>(() => presetRange(30));
  const range = preset === 'custom' ? custom : presetRange(Number(preset));
  const valid = isValidRange(range);
  const { from, to } = valid ? rangeQuery(range) : { from: '', to: '' };
  const isClient = currentWorkspace?.role === 'client';
  const analytics = useAnalytics(currentWorkspace?.id, from, to, valid && !isClient);

  if (isClient) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title="Analytics" description="Workspace analytics are for the team; clients see their projects' comments." />
      </Card>
    );
  }

  const data = analytics.data;
  return (
    <>
      <PageHeader
        title="Analytics"
        description={`Feedback in ${currentWorkspace?.name ?? 'this workspace'}, ${range.start} to ${range.end} (UTC).`}
        actions={<RangePicker preset={preset} custom={custom} onPreset={setPreset} onCustom={setCustom} />}
      />
      {!valid ? (
        <Card>
          <EmptyState title="Choose a range" description="Pick a start day on or before the end day." />
        </Card>
      ) : analytics.isError ? (
        <Card>
          <EmptyState title="Could not load analytics" description={analytics.error.message} />
        </Card>
      ) : !data ? (
        <div className="flex justify-center py-16 text-zinc-500">
          <Spinner label="Loading analytics" />
        </div>
      ) : (
        <div className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={analytics.isFetching}>
          <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="New comments" value={String(data.totals.created)} />
            <StatCard label="Resolved" value={String(data.totals.resolved)} hint="resolved in this range" />
            <StatCard label="Still open" value={String(data.totals.open)} hint="of this range's comments" />
            <StatCard label="Median time to resolve" value={formatHours(data.medianResolveHours)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <OverTimeChart data={data.overTime} />
            <StatusChart byStatus={data.byStatus} />
            <BarListChart title="Top pages" items={data.byPage} color={SERIES.created} labelColumn="Page" format={pagePath} />
            <BarListChart title="Browsers" items={data.byBrowser} color={SERIES.neutral} labelColumn="Browser" />
            <BarListChart title="Devices" items={data.byDevice} color={SERIES.progress} labelColumn="Device" />
            <TopPeople people={data.topPeople} />
          </div>
        </div>
      )}
    </>
  );
}
