import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { ROADMAP_STATUS_LABELS, RoadmapStatus, type RoadmapRequest, type RoadmapSort } from '@commentflow/shared';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { SegmentedControl } from '../components/ui/segmented-control.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { NewRequestForm } from '../features/roadmap/new-request-form.tsx';
import { RequestCard } from '../features/roadmap/request-card.tsx';
import { SignInLink } from '../features/roadmap/sign-in-link.tsx';
import { useRoadmapList } from '../features/roadmap/use-roadmap.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { PageLoadError } from '../features/public-shells/load-states.tsx';

type Filter = RoadmapStatus | 'all';
const STATUSES = RoadmapStatus.options;

function StatusSection({ status, requests }: { status: RoadmapStatus; requests: RoadmapRequest[] }) {
  const id = `status-${status}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-zinc-900 dark:text-white">
        {ROADMAP_STATUS_LABELS[status]} <span className="font-normal text-zinc-500 dark:text-zinc-400">({requests.length})</span>
      </h2>
      {requests.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">Nothing here yet.</p>
      )}
    </section>
  );
}

/** The public roadmap: feature requests by status, sorted by votes or newest. */
export default function RoadmapListPage() {
  const { user } = useAuth();
  const [sort, setSort] = useState<RoadmapSort>('top');
  const [filter, setFilter] = useState<Filter>('all');
  const list = useRoadmapList(sort);
  const requests = list.data?.requests ?? [];
  const shown = filter === 'all' ? STATUSES : [filter];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-white">Roadmap</h1>
      <p className="mt-2 max-w-2xl text-zinc-600 dark:text-zinc-400">
        What we are working on and what comes next. Suggest features and vote for the ones you want most.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SegmentedControl
              label="Status"
              options={(['all', ...STATUSES] as Filter[]).map((value) => ({
                value,
                label: value === 'all' ? 'All' : ROADMAP_STATUS_LABELS[value],
              }))}
              value={filter}
              onChange={setFilter}
            />
            <label className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              Sort by
              <select
                value={sort}
                onChange={(event) => setSort(event.target.value as RoadmapSort)}
                className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
              >
                <option value="top">Most votes</option>
                <option value="new">Newest</option>
              </select>
            </label>
          </div>

          {list.isPending ? (
            <PageLoading label="Loading requests" />
          ) : list.isError ? (
            <PageLoadError title="The roadmap could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
          ) : requests.length === 0 ? (
            <EmptyState
              icon={Lightbulb}
              title="No feature requests yet"
              description="Be the first to suggest what CommentFlow should do next."
            />
          ) : (
            <div className="mt-6 space-y-8">
              {shown.map((status) => (
                <StatusSection key={status} status={status} requests={requests.filter((request) => request.status === status)} />
              ))}
            </div>
          )}
        </div>

        <aside>
          <Card className="p-5 lg:sticky lg:top-20">
            {user ? (
              <NewRequestForm />
            ) : (
              <div>
                <h2 className="text-base font-semibold text-zinc-900 dark:text-white">Have an idea?</h2>
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Sign in to suggest features, vote and comment.</p>
                <SignInLink className="mt-4 inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500">
                  Sign in to suggest a feature
                </SignInLink>
              </div>
            )}
          </Card>
        </aside>
      </div>
    </div>
  );
}
