import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminApi } from './admin-api.ts';

function uptimeText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-semibold text-zinc-900 tabular-nums dark:text-zinc-100">{value}</dd>
    </div>
  );
}

/** System health: the services this install runs on, this instance, and what the database holds. */
export function HealthPanel() {
  const overview = useQuery({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => adminApi.overview(signal), refetchInterval: 30_000 });
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        <Activity className="h-4 w-4 text-emerald-500" aria-hidden />
        System health
      </h2>
      {overview.isPending ? (
        <Spinner label="Loading system health" className="mt-4" />
      ) : overview.isError ? (
        <p className="mt-3 text-sm text-red-600 dark:text-red-400">Could not read the system health: {overview.error.message}</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Database" value={overview.data.health.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} />
          <Figure label="Real time" value={overview.data.health.redis ? 'Redis (shared)' : 'This instance only'} />
          <Figure label="Uptime" value={uptimeText(overview.data.health.uptimeSeconds)} />
          <Figure label="Memory" value={`${overview.data.health.memoryMb} MB · Node ${overview.data.health.nodeVersion}`} />
          <Figure label="Users" value={overview.data.counts.users.toLocaleString()} />
          <Figure label="Workspaces" value={overview.data.counts.workspaces.toLocaleString()} />
          <Figure label="Projects" value={overview.data.counts.projects.toLocaleString()} />
          <Figure label="Comments" value={overview.data.counts.comments.toLocaleString()} />
        </dl>
      )}
    </Card>
  );
}
