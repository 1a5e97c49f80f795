import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import type { Comment, MemberSummary } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { CommentText } from './comment-text.tsx';
import { pageLocation } from './page-location.ts';
import { PRIORITY_TONES } from './priority-meta.ts';

export interface BoardCardProps {
  comment: Comment;
  assignee: MemberSummary | undefined;
  to: string;
  overlay?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

export function BoardCard({ comment, assignee, to, overlay = false, onKeyDown }: BoardCardProps) {
  const { t } = useTranslation('comments');
  return (
    <Link
      to={to}
      onKeyDown={onKeyDown}
      aria-describedby="board-help"
      aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight"
      data-comment-id={comment.id}
      className={cn(
        'block rounded-lg border border-zinc-200 bg-white p-3 shadow-xs transition-shadow hover:border-zinc-300 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-700',
        overlay && 'rotate-1 shadow-lg',
      )}
    >
      <p className="line-clamp-3 text-sm break-words text-zinc-800 dark:text-zinc-200">
        <CommentText body={comment.body} />
      </p>
      <p className="mt-1.5 truncate text-xs text-zinc-500 dark:text-zinc-400" title={comment.pageUrl}>
        {comment.pageTitle || pageLocation(comment.pageUrl)}
      </p>
      <div className="mt-2 flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        <Avatar name={comment.author.displayName} photoURL={comment.author.photoURL} size="sm" />
        <span className="min-w-0 truncate">{comment.author.displayName}</span>
        {comment.priority !== 'medium' && <Badge tone={PRIORITY_TONES[comment.priority]}>{t(`priority.${comment.priority}`)}</Badge>}
        {comment.replyCount > 0 && (
          <span className="ml-auto inline-flex items-center gap-0.5">
            <MessageCircle className="h-3.5 w-3.5" aria-hidden />
            {comment.replyCount}
            <span className="sr-only">{t('board.repliesWord', { count: comment.replyCount })}</span>
          </span>
        )}
        {assignee && (
          <span className={cn(comment.replyCount === 0 && 'ml-auto')} title={t('row.assignedTo', { name: assignee.displayName })}>
            <Avatar name={assignee.displayName} photoURL={assignee.photoURL} size="sm" />
            <span className="sr-only">{t('row.assignedTo', { name: assignee.displayName })}</span>
          </span>
        )}
      </div>
    </Link>
  );
}

/** A card the pointer can drag to another column; the keyboard moves it with Shift+arrows. */
export function DraggableCard({
  comment,
  disabled,
  onStep,
  ...card
}: Omit<BoardCardProps, 'overlay' | 'onKeyDown'> & { disabled: boolean; onStep: (delta: number) => void }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: comment.id, data: { comment }, disabled });
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!event.shiftKey || disabled || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    onStep(event.key === 'ArrowLeft' ? -1 : 1);
  };
  // Only the pointer listeners: the card stays a plain link for keyboard and screen readers.
  return (
    <div ref={setNodeRef} {...listeners} className={cn('touch-manipulation', isDragging && 'opacity-40')}>
      <BoardCard comment={comment} onKeyDown={onKeyDown} {...card} />
    </div>
  );
}
