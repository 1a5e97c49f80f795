import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ApiKey, ApiKeyUsageResponse } from '@commentflow/shared';
import { ChartCard } from '../analytics/chart-card.tsx';
import { ChartTooltip, SERIES, axisProps, gridProps } from '../analytics/chart-theme.tsx';
import { USAGE_DAYS } from './use-developer.ts';

const COLOURS = [SERIES.created, SERIES.resolved, SERIES.open, SERIES.progress, SERIES.neutral];

/** The last days, oldest first, as UTC dates (the usage is counted per UTC day). */
function lastDays(count: number, now = Date.now()): string[] {
  return Array.from({ length: count }, (_, i) => new Date(now - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Calls per day, one bar segment per key (revoked keys' calls count under their id until the list forgets them). */
export function UsageChart({ usage, keys }: { usage: ApiKeyUsageResponse['usage']; keys: ApiKey[] }) {
  const { t, i18n } = useTranslation('developer');
  const days = lastDays(USAGE_DAYS);
  const used = keys.filter((key) => usage.some((entry) => entry.keyId === key.id));
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const points = days.map((day) => ({
    day: dayLabel(day),
    ...Object.fromEntries(used.map((key) => [key.id, usage.find((entry) => entry.keyId === key.id && entry.day === day)?.calls ?? 0])),
  }));
  const total = usage.filter((entry) => days.includes(entry.day)).reduce((sum, entry) => sum + entry.calls, 0);
  const rows =
    total === 0
      ? []
      : days.map((day, i) => ({
          label: dayLabel(day),
          values: used.map((key) => Number((points[i] as Record<string, unknown>)[key.id] ?? 0)),
        }));
  return (
    <ChartCard
      title={t('usage.title')}
      summary={total === 0 ? t('usage.empty', { days: USAGE_DAYS }) : t('usage.summary', { count: total, days: USAGE_DAYS })}
      columns={[t('usage.day'), ...used.map((key) => key.name)]}
      rows={rows}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="day" {...axisProps} minTickGap={16} />
          <YAxis allowDecimals={false} {...axisProps} width={40} />
          <Tooltip content={<ChartTooltip />} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {used.map((key, i) => (
            <Bar
              key={key.id}
              dataKey={key.id}
              name={key.name}
              stackId="calls"
              fill={COLOURS[i % COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
