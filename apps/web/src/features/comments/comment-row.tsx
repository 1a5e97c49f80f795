import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { relativeTime, type Comment } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { pageLocation } from './page-location.ts';
import { StatusBadge } from './status-badge.tsx';

export interface CommentRowProps {
  comment: Comment;
  to: string;
  selected: boolean;
  now: number;
}

export function CommentRow({ comment, to, selected, now }: CommentRowProps) {
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex gap-3 px-4 py-3.5 transition-colors',
          selected ? 'bg-indigo-50/70 dark:bg-indigo-500/10' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/40',
        )}
      >
        <Avatar name={comment.author.displayName} photoURL={comment.author.photoURL} className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2 text-sm">
            <span className="truncate font-medium text-zinc-900 dark:text-zinc-100">{comment.author.displayName}</span>
            {comment.author.isGuest && <span className="text-xs text-zinc-500 dark:text-zinc-400">guest</span>}
            <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()} className="ml-auto shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
              {relativeTime(comment.createdAt, now)}
            </time>
          </div>
          <p className="mt-0.5 line-clamp-2 text-sm break-words whitespace-pre-line text-zinc-700 dark:text-zinc-300">{comment.body}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-zinc-500 dark:text-zinc-400">
            <StatusBadge status={comment.status} />
            <span className="min-w-0 truncate" title={comment.pageUrl}>
              {comment.pageTitle || pageLocation(comment.pageUrl)}
              {comment.pageTitle && <span className="text-zinc-400 dark:text-zinc-500"> · {pageLocation(comment.pageUrl)}</span>}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="h-3.5 w-3.5" aria-hidden />
              {comment.replyCount === 1 ? '1 reply' : `${comment.replyCount} replies`}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}
