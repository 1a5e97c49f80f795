import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Comment, CommentStatus, MemberSummary } from '@commentflow/shared';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import type { CommentFilters } from '../../lib/query-keys.ts';
import { DraggableCard } from './board-card.tsx';
import { useCommentList } from './use-comments.ts';

const DOTS: Record<CommentStatus, string> = { open: 'bg-indigo-500', in_progress: 'bg-amber-500', resolved: 'bg-emerald-500' };
const CARD_ESTIMATE_PX = 116;
/** Start loading the next page this many cards before the end, so scrolling never waits. */
const PREFETCH_CARDS = 10;

export interface BoardColumnProps {
  status: CommentStatus;
  workspaceId: string;
  filters: CommentFilters;
  membersById: Map<string, MemberSummary>;
  linkTo: (commentId: string) => string;
  canTriage: boolean;
  onStep: (comment: Comment, delta: number) => void;
  /** The card being dragged, kept rendered while it is. */
  draggingId: string | null;
  /** A card moved here with the keyboard: scrolled to and focused once it shows, then `onFocused`. */
  focusId: string | null;
  onFocused: () => void;
}

/**
 * One status column, virtualised like the inbox list (only the cards in view are in the DOM) over
 * keyset pages that load as the end comes near, so 10,000 threads stay as quick as 10. The card
 * being dragged stays rendered even when scrolled out of view, so dnd-kit keeps its node.
 */
export function BoardColumn({
  status,
  workspaceId,
  filters,
  membersById,
  linkTo,
  canTriage,
  onStep,
  draggingId,
  focusId,
  onFocused,
}: BoardColumnProps) {
  const { t } = useTranslation('comments');
  const list = useCommentList(workspaceId, filters);
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !canTriage });
  const scroller = useRef<HTMLDivElement>(null);
  const comments = useMemo(() => list.data?.pages.flatMap((page) => page.comments) ?? [], [list.data]);
  const ids = useMemo(() => comments.map((comment) => comment.id), [comments]);
  const draggedIndex = draggingId ? ids.indexOf(draggingId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return draggedIndex < 0 || indexes.includes(draggedIndex) ? indexes : [...indexes, draggedIndex].sort((a, b) => a - b);
    },
    [draggedIndex],
  );
  const virtualizer = useVirtualizer({
    count: comments.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    overscan: 6,
    getItemKey: (index) => ids[index] ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const headingId = `board-${status}`;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= comments.length - PREFETCH_CARDS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, comments.length]);
  const focusIndex = focusId ? ids.indexOf(focusId) : -1;
  const focusRendered = focusIndex >= 0 && items.some((item) => item.index === focusIndex);
  // Scrolled to first when outside the rendered window; focused once the virtualiser has rendered it.
  useEffect(() => {
    if (focusIndex < 0) return;
    if (!focusRendered) {
      virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
      return;
    }
    const card = scroller.current?.querySelector<HTMLElement>(`[data-comment-id="${focusId}"]`);
    if (!card) return;
    card.focus();
    onFocused();
  }, [focusIndex, focusRendered, focusId, virtualizer, onFocused]);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={status}
      className={cn(
        'flex w-[85vw] max-w-sm shrink-0 snap-start flex-col rounded-xl border bg-zinc-50 transition-colors sm:w-auto sm:max-w-none dark:bg-zinc-900/50',
        isOver
          ? 'border-indigo-400 bg-indigo-50/60 dark:border-indigo-500/60 dark:bg-indigo-500/10'
          : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 px-3 pt-3 pb-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        <span className={cn('h-2 w-2 rounded-full', DOTS[status])} aria-hidden />
        {t(`status.${status}`)}
        <span className="ml-auto text-xs font-normal text-zinc-500 dark:text-zinc-400">
          {comments.length}
          {hasNextPage ? '+' : ''}
        </span>
      </h2>
      <div
        ref={scroller}
        className="max-h-[calc(100dvh-18rem)] min-h-40 flex-1 overflow-y-auto px-2"
        data-testid={`board-column-${status}`}
      >
        {list.isPending && (
          <div className="flex justify-center py-8 text-zinc-500">
            <Spinner size="sm" label={t('board.loadingColumn', { status: t(`status.${status}`) })} />
          </div>
        )}
        {list.isError && (
          <p role="alert" className="px-2 py-6 text-center text-sm text-red-600 dark:text-red-400">
            {list.error.message}
          </p>
        )}
        {list.isSuccess && comments.length === 0 && (
          <p className="px-2 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('board.nothingHere')}</p>
        )}
        {comments.length > 0 && (
          <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const comment = comments[item.index]!;
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full pb-2"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <DraggableCard
                    comment={comment}
                    assignee={comment.assigneeId ? membersById.get(comment.assigneeId) : undefined}
                    to={linkTo(comment.id)}
                    disabled={!canTriage}
                    onStep={(delta) => onStep(comment, delta)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {isFetchingNextPage && (
          <div className="flex justify-center py-3 text-zinc-500">
            <Spinner size="sm" label={t('list.loadingMore')} />
          </div>
        )}
      </div>
    </section>
  );
}
