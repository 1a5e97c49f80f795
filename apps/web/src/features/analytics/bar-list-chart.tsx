import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card.tsx';
import { ChartTooltip, axisProps, gridProps } from './chart-theme.tsx';

/** A ranked horizontal bar chart (pages, browsers, devices). */
export function BarListChart({
  title,
  items,
  color,
  labelColumn,
  format = (label) => label,
}: {
  title: string;
  items: { label: string; count: number }[];
  color: string;
  labelColumn: string;
  format?: (label: string) => string;
}) {
  const { t } = useTranslation('analytics');
  const data = items.map((item) => ({ name: format(item.label), count: item.count }));
  const summary = t('lists.summary', { title, list: data.map((d) => `${d.name} ${d.count}`).join(', ') });
  return (
    <ChartCard
      title={title}
      summary={summary}
      columns={[labelColumn, t('chart.comments')]}
      rows={data.map((d) => ({ label: d.name, values: [d.count] }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid {...gridProps} horizontal={false} vertical />
          <XAxis type="number" allowDecimals={false} {...axisProps} />
          <YAxis
            type="category"
            dataKey="name"
            {...axisProps}
            width={110}
            tickFormatter={(value: string) => (value.length > 16 ? `${value.slice(0, 15)}…` : value)}
          />
          <Tooltip content={<ChartTooltip />} cursor={{ fill: 'currentColor', fillOpacity: 0.06 }} />
          <Bar dataKey="count" name={t('chart.comments')} fill={color} radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
