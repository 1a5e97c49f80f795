import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Activity } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminApi } from './admin-api.ts';

/** The uptime as a `health.days|hours|minutes` key and its figures. */
function uptime(seconds: number): [key: string, values: { days: number; hours: number; minutes: number }] {
  const values = {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
  };
  return [values.days > 0 ? 'health.days' : values.hours > 0 ? 'health.hours' : 'health.minutes', values];
}

function Figure({ label, value, detail, down = false }: { label: string; value: string; detail?: string; down?: boolean }) {
  return (
    <div className={down ? 'rounded-md bg-red-50 px-3 py-2.5 dark:bg-red-500/10' : 'rounded-md bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60'}>
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd
        className={`mt-0.5 truncate text-sm font-semibold tabular-nums ${down ? 'text-red-700 dark:text-red-300' : 'text-zinc-900 dark:text-zinc-100'}`}
      >
        {value}
      </dd>
      {detail && <dd className="mt-0.5 text-xs break-words text-zinc-500 dark:text-zinc-400">{detail}</dd>}
    </div>
  );
}

/** A dependency's live state: reachable with its round trip, or why not. */
function dependencyDetail(
  t: TFunction<'admin'>,
  state: { status: 'up' | 'down' | 'off'; latencyMs: number | null; error: string | null },
): string {
  if (state.status === 'up') return t('health.up', { ms: state.latencyMs ?? 0 });
  if (state.status === 'down') return t('health.down', { error: state.error ?? '' });
  return t('health.single');
}

/** System health: the services this install runs on, this instance, and what the database holds. */
export function HealthPanel() {
  const { t, i18n } = useTranslation('admin');
  const count = (value: number) => value.toLocaleString(i18n.language);
  const overview = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => adminApi.overview(signal),
    refetchInterval: 30_000,
  });
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        <Activity className="h-4 w-4 text-emerald-500" aria-hidden />
        {t('health.title')}
      </h2>
      {overview.isPending ? (
        <Spinner label={t('health.loading')} className="mt-4" />
      ) : overview.isError ? (
        <p className="mt-3 text-sm text-red-600 dark:text-red-400">{t('health.loadFailed', { message: overview.error.message })}</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure
            label={t('health.database')}
            value={overview.data.health.database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}
            detail={dependencyDetail(t, overview.data.health.database)}
            down={overview.data.health.database.status === 'down'}
          />
          <Figure
            label={t('health.realtime')}
            value={overview.data.health.redis.status === 'off' ? t('health.single') : t('health.redis')}
            detail={overview.data.health.redis.status === 'off' ? undefined : dependencyDetail(t, overview.data.health.redis)}
            down={overview.data.health.redis.status === 'down'}
          />
          <Figure label={t('health.uptime')} value={t(...uptime(overview.data.health.uptimeSeconds))} />
          <Figure
            label={t('health.memory')}
            value={t('health.memoryValue', { mb: count(overview.data.health.memoryMb), node: overview.data.health.nodeVersion })}
          />
          <Figure label={t('health.users')} value={count(overview.data.counts.users)} />
          <Figure label={t('health.workspaces')} value={count(overview.data.counts.workspaces)} />
          <Figure label={t('health.projects')} value={count(overview.data.counts.projects)} />
          <Figure label={t('health.comments')} value={count(overview.data.counts.comments)} />
        </dl>
      )}
    </Card>
  );
}
