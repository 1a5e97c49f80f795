import { useTranslation } from 'react-i18next';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { Analytics } from '@commentflow/shared';
import { ChartCard } from './chart-card.tsx';
import { ChartTooltip, SERIES } from './chart-theme.tsx';

export function StatusChart({ byStatus }: { byStatus: Analytics['byStatus'] }) {
  const { t } = useTranslation(['analytics', 'comments']);
  const data = [
    { name: t('comments:status.open'), value: byStatus.open, fill: SERIES.open },
    { name: t('comments:status.in_progress'), value: byStatus.in_progress, fill: SERIES.progress },
    { name: t('comments:status.resolved'), value: byStatus.resolved, fill: SERIES.resolved },
  ];
  const any = data.some((d) => d.value > 0);
  return (
    <ChartCard
      title={t('byStatus.title')}
      summary={t('byStatus.summary', { list: data.map((d) => `${d.name} ${d.value}`).join(', ') })}
      columns={[t('byStatus.status'), t('chart.comments')]}
      rows={any ? data.map((d) => ({ label: d.name, values: [d.value] })) : []}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={data.filter((d) => d.value > 0)} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2} stroke="none" isAnimationActive={false}>
            {data.filter((d) => d.value > 0).map((d) => (
              <Cell key={d.name} fill={d.fill} />
            ))}
          </Pie>
          <Tooltip content={<ChartTooltip />} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
