import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { BRAND, relativeTime } from '@commentflow/shared';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { RequestComments } from '../features/roadmap/request-comments.tsx';
import { RoadmapStatusBadge } from '../features/roadmap/roadmap-status-badge.tsx';
import { StatusControl } from '../features/roadmap/status-control.tsx';
import { useRoadmapRequest } from '../features/roadmap/use-roadmap.ts';
import { VoteButton } from '../features/roadmap/vote-button.tsx';
import { useSitePaths } from '../features/public-shells/site-paths.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';

/** One feature request: its description, votes, status and discussion. */
export default function RoadmapRequestPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const paths = useSitePaths();
  const detail = useRoadmapRequest(id);
  const title = detail.data?.request.title;

  // Requests are not in the static page table: the title comes with the data.
  useEffect(() => {
    if (title) document.title = `${title} | Roadmap | ${BRAND.name}`;
  }, [title]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={paths.roadmap}
        className="inline-flex items-center gap-1.5 text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to the roadmap
      </Link>
      {detail.isPending ? (
        <PageLoading label="Loading the request" />
      ) : detail.isError ? (
        <EmptyState
          icon={SearchX}
          level="h1"
          title={detail.error instanceof ApiError && detail.error.status === 404 ? 'Request not found' : 'The request could not be loaded'}
          description={
            detail.error instanceof ApiError && detail.error.status === 404
              ? 'It may have been removed, or the link is wrong.'
              : detail.error.message
          }
        />
      ) : (
        <>
          <div className="mt-6 flex gap-4">
            <VoteButton request={detail.data.request} />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-white">{detail.data.request.title}</h1>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
                <RoadmapStatusBadge status={detail.data.request.status} />
                Suggested by {detail.data.request.author.displayName} · {relativeTime(detail.data.request.createdAt)}
              </p>
            </div>
          </div>
          {detail.data.request.body && (
            <p className="mt-6 text-[15px] leading-7 whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{detail.data.request.body}</p>
          )}
          {user?.isAdmin && (
            <div className="mt-6">
              <StatusControl requestId={id} status={detail.data.request.status} />
            </div>
          )}
          <RequestComments requestId={id} comments={detail.data.comments} />
        </>
      )}
    </div>
  );
}
