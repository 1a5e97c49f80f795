import { useTranslation } from 'react-i18next';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { STATUS_COLORS, type Analytics } from '@commentflow/shared';
import { ChartCard } from './chart-card.tsx';
import { ChartTooltip } from './chart-theme.tsx';

export function StatusChart({ byStatus }: { byStatus: Analytics['byStatus'] }) {
  const { t } = useTranslation(['analytics', 'comments']);
  const data = [
    { name: t('comments:status.open'), value: byStatus.open, fill: STATUS_COLORS.open.hex },
    { name: t('comments:status.in_progress'), value: byStatus.in_progress, fill: STATUS_COLORS.in_progress.hex },
    { name: t('comments:status.resolved'), value: byStatus.resolved, fill: STATUS_COLORS.resolved.hex },
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
          <Pie
            data={data.filter((d) => d.value > 0)}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={2}
            stroke="none"
            isAnimationActive={false}
          >
            {data
              .filter((d) => d.value > 0)
              .map((d) => (
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
