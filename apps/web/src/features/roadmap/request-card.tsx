import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { relativeTime, type RoadmapRequest } from '@commentflow/shared';
import { VisitorTime } from '../../site/visitor-time.tsx';
import { useSitePaths } from '../public-shells/site-paths.ts';
import { RoadmapStatusBadge } from './roadmap-status-badge.tsx';
import { VoteButton } from './vote-button.tsx';

export function RequestCard({ request }: { request: RoadmapRequest }) {
  const paths = useSitePaths();
  return (
    <li className="flex gap-4 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <VoteButton request={request} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={paths.request(request.id)} className="font-semibold text-zinc-900 hover:underline dark:text-white">
            {request.title}
          </Link>
          <RoadmapStatusBadge status={request.status} />
        </div>
        {request.body && <p className="mt-1 line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">{request.body}</p>}
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
          <span>
            {request.author.displayName} · <VisitorTime iso={request.createdAt} format={relativeTime} />
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="h-3.5 w-3.5" aria-hidden />
            {request.commentCount} {request.commentCount === 1 ? 'comment' : 'comments'}
          </span>
        </p>
      </div>
    </li>
  );
}
