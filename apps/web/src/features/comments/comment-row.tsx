import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { mentionsAsText, type Comment, type MemberSummary } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { AuthorLine } from './author-line.tsx';
import { CommentText } from './comment-text.tsx';
import { pageLocation } from './page-location.ts';
import { PRIORITY_TONES } from './priority-meta.ts';
import { StatusBadge } from './status-badge.tsx';

export interface CommentRowProps {
  comment: Comment;
  index: number;
  to: string;
  selected: boolean;
  checked: boolean;
  assignee: MemberSummary | undefined;
  /** "5 minutes ago" in the app's language; one clock for the whole list. */
  ago: (iso: string) => string;
  onCheck: (index: number, range: boolean) => void;
}

export function CommentRow({ comment, index, to, selected, checked, assignee, ago, onCheck }: CommentRowProps) {
  const { t } = useTranslation('comments');
  return (
    <div
      className={cn(
        'group flex items-start gap-3 px-4 py-3.5 transition-colors',
        selected
          ? 'bg-indigo-50/70 dark:bg-indigo-500/10'
          : checked
            ? 'bg-zinc-50 dark:bg-zinc-800/40'
            : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/40',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        aria-label={t('row.select', { name: comment.author.displayName, excerpt: mentionsAsText(comment.body).slice(0, 60) })}
        // onClick rather than onChange: only the click carries whether Shift was held.
        onClick={(event: MouseEvent<HTMLInputElement>) => onCheck(index, event.shiftKey)}
        onChange={() => undefined}
        className="mt-2 h-4 w-4 shrink-0 cursor-pointer rounded border-zinc-300 accent-indigo-600 dark:border-zinc-600"
      />
      <Link
        to={to}
        data-row-link={index}
        aria-current={selected ? 'page' : undefined}
        className="flex min-w-0 flex-1 gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
      >
        <Avatar name={comment.author.displayName} photoURL={comment.author.photoURL} className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <AuthorLine author={comment.author} at={comment.createdAt} ago={ago} row>
            {comment.viaApiKey && (
              <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">{t('row.viaKey', { name: comment.viaApiKey.name })}</span>
            )}
          </AuthorLine>
          <p className="mt-0.5 line-clamp-2 text-sm break-words whitespace-pre-line text-zinc-700 dark:text-zinc-300">
            <CommentText body={comment.body} />
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-zinc-500 dark:text-zinc-400">
            <StatusBadge status={comment.status} />
            {comment.priority !== 'medium' && <Badge tone={PRIORITY_TONES[comment.priority]}>{t(`priority.${comment.priority}`)}</Badge>}
            {comment.labels.map((label) => (
              <Badge key={label} tone="accent" className="max-w-32 truncate">
                {label}
              </Badge>
            ))}
            <span className="min-w-0 truncate" title={comment.pageUrl}>
              {comment.pageTitle || pageLocation(comment.pageUrl)}
              {comment.pageTitle && <span> · {pageLocation(comment.pageUrl)}</span>}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="h-3.5 w-3.5" aria-hidden />
              {t('row.replies', { count: comment.replyCount })}
            </span>
            {assignee && (
              <span className="inline-flex items-center gap-1" title={t('row.assignedTo', { name: assignee.displayName })}>
                <Avatar name={assignee.displayName} photoURL={assignee.photoURL} size="sm" />
                <span className="sr-only">{t('row.assignedTo', { name: assignee.displayName })}</span>
                <span className="max-w-24 truncate" aria-hidden>
                  {assignee.displayName}
                </span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </div>
  );
}
