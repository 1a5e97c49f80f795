import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '@commentflow/shared';
import { ChartCard } from './chart-card.tsx';
import { ChartTooltip, SERIES, axisProps, gridProps } from './chart-theme.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

export function OverTimeChart({ data }: { data: Analytics['overTime'] }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  const total = data.reduce((sum, d) => sum + d.created, 0);
  const rows =
    total === 0 && data.every((d) => d.resolved === 0)
      ? []
      : data.map((d) => ({ label: format.longDay(d.date), values: [d.created, d.resolved] }));
  const points = data.map((d) => ({ ...d, day: format.shortDay(d.date) }));
  return (
    <ChartCard
      className="lg:col-span-2"
      title={t('overTime.title')}
      summary={t('overTime.summary', { count: total, days: data.length })}
      columns={[t('overTime.day'), t('overTime.new'), t('overTime.resolved')]}
      rows={rows}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="fill-created" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={SERIES.created} stopOpacity={0.35} />
              <stop offset="100%" stopColor={SERIES.created} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="day" {...axisProps} minTickGap={24} />
          <YAxis allowDecimals={false} {...axisProps} width={40} />
          <Tooltip content={<ChartTooltip />} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Area
            type="monotone"
            dataKey="created"
            name={t('overTime.new')}
            stroke={SERIES.created}
            strokeWidth={2}
            fill="url(#fill-created)"
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="resolved"
            name={t('overTime.resolved')}
            stroke={SERIES.resolved}
            strokeWidth={2}
            fill="transparent"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
