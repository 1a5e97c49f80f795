import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Comment, CommentStatus, MemberSummary } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import type { CommentFilters } from '../../lib/query-keys.ts';
import { DraggableCard } from './board-card.tsx';
import { useCommentList } from './use-comments.ts';

const DOTS: Record<CommentStatus, string> = { open: 'bg-indigo-500', in_progress: 'bg-amber-500', resolved: 'bg-emerald-500' };

export interface BoardColumnProps {
  status: CommentStatus;
  workspaceId: string;
  filters: CommentFilters;
  membersById: Map<string, MemberSummary>;
  linkTo: (commentId: string) => string;
  canTriage: boolean;
  onStep: (comment: Comment, delta: number) => void;
}

export function BoardColumn({ status, workspaceId, filters, membersById, linkTo, canTriage, onStep }: BoardColumnProps) {
  const { t } = useTranslation('comments');
  const list = useCommentList(workspaceId, filters);
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !canTriage });
  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];
  const headingId = `board-${status}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={status}
      className={cn(
        'flex w-[85vw] max-w-sm shrink-0 snap-start flex-col rounded-xl border bg-zinc-50 transition-colors sm:w-auto sm:max-w-none dark:bg-zinc-900/50',
        isOver ? 'border-indigo-400 bg-indigo-50/60 dark:border-indigo-500/60 dark:bg-indigo-500/10' : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 px-3 pt-3 pb-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        <span className={cn('h-2 w-2 rounded-full', DOTS[status])} aria-hidden />
        {t(`status.${status}`)}
        <span className="ml-auto text-xs font-normal text-zinc-500 dark:text-zinc-400">
          {comments.length}
          {list.hasNextPage ? '+' : ''}
        </span>
      </h2>
      <ul className="max-h-[calc(100dvh-18rem)] min-h-40 flex-1 space-y-2 overflow-y-auto px-2 pb-2">
        {list.isPending && (
          <li className="flex justify-center py-8 text-zinc-500">
            <Spinner size="sm" label={t('board.loadingColumn', { status: t(`status.${status}`) })} />
          </li>
        )}
        {list.isError && (
          <li role="alert" className="px-2 py-6 text-center text-sm text-red-600 dark:text-red-400">
            {list.error.message}
          </li>
        )}
        {list.isSuccess && comments.length === 0 && <li className="px-2 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('board.nothingHere')}</li>}
        {comments.map((comment) => (
          <li key={comment.id}>
            <DraggableCard
              comment={comment}
              assignee={comment.assigneeId ? membersById.get(comment.assigneeId) : undefined}
              to={linkTo(comment.id)}
              disabled={!canTriage}
              onStep={(delta) => onStep(comment, delta)}
            />
          </li>
        ))}
        {list.hasNextPage && (
          <li className="pt-1 text-center">
            <Button variant="ghost" size="sm" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('board.loadMore')}
            </Button>
          </li>
        )}
      </ul>
    </section>
  );
}
