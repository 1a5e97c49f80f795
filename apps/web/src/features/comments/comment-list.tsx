import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { BULK_COMMENTS_MAX, type Comment, type MemberSummary } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { CommentFilters } from '../../lib/query-keys.ts';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { CommentRow } from './comment-row.tsx';
import { useCommentList } from './use-comments.ts';
import type { Selection } from './use-selection.ts';

const ROW_ESTIMATE_PX = 104;
/** Start loading the next page this many rows before the end, so scrolling never waits. */
const PREFETCH_ROWS = 10;

export interface CommentListProps {
  workspaceId: string;
  filters: CommentFilters;
  filtered: boolean;
  selectedId: string | null;
  linkTo: (commentId: string) => string;
  selection: Selection;
  members: MemberSummary[];
  /** The loaded threads, for the bulk bar to keep only ids still in the list. */
  onLoaded: (comments: Comment[]) => void;
}

/**
 * The inbox list: virtualised (only the rows in view are in the DOM) over keyset pages that load
 * as the end comes near, so 10,000 threads scroll like 10. Keys: j/k or arrows move, Enter opens,
 * x checks the focused thread.
 */
export function CommentList({ workspaceId, filters, filtered, selectedId, linkTo, selection, members, onLoaded }: CommentListProps) {
  const list = useCommentList(workspaceId, filters);
  const { t } = useTranslation('comments');
  const ago = useRelativeTime();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  // The row the keys moved to while the list draws it: the next key (another j, an x) counts from there.
  const movingTo = useRef<number | null>(null);
  const comments = useMemo(() => list.data?.pages.flatMap((page) => page.comments) ?? [], [list.data]);
  const ids = useMemo(() => comments.map((comment) => comment.id), [comments]);
  const membersById = useMemo(() => new Map(members.map((member) => [member.userId, member])), [members]);
  const virtualizer = useVirtualizer({
    count: comments.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (index) => ids[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => onLoaded(comments), [comments, onLoaded]);
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= comments.length - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, comments.length]);

  if (list.isPending) {
    return (
      <Card>
        <PageLoading label={t('list.loading')} />
      </Card>
    );
  }
  if (list.isError) {
    return (
      <Card>
        <EmptyState
          title={t('list.loadFailed')}
          description={list.error.message}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (comments.length === 0) {
    // Titles avoid the word "comments": the page's own heading is the one that names it.
    const empty = filtered ? 'filtered' : (filters.status ?? 'all');
    return (
      <Card>
        <EmptyState icon={Inbox} title={t(`empty.${empty}.title`)} description={t(`empty.${empty}.text`)} />
      </Card>
    );
  }

  // A row on screen takes the focus at once; one the list has yet to draw, in the next frame. Focused
  // only in the next frame, a busy page's x checked the row the focus had not yet left.
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(comments.length - 1, index));
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const rowLink = () => scroller.current?.querySelector<HTMLElement>(`[data-row-link="${target}"]`);
    const shown = rowLink();
    if (shown) {
      movingTo.current = null;
      shown.focus();
      return;
    }
    movingTo.current = target;
    requestAnimationFrame(() => {
      if (movingTo.current !== target) return;
      movingTo.current = null;
      rowLink()?.focus();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey || !(event.target instanceof HTMLElement)) return;
    const row = event.target.closest<HTMLElement>('[data-index]');
    const current = movingTo.current ?? (row ? Number(row.dataset.index) : -1);
    if (event.key === 'j' || event.key === 'ArrowDown') focusRow(current + 1);
    else if (event.key === 'k' || event.key === 'ArrowUp') focusRow(current - 1);
    else if (event.key === 'x' && current >= 0) selection.toggle(ids, current, event.shiftKey);
    else if (event.key === 'Enter' && current >= 0 && event.target.tagName !== 'A') void navigate(linkTo(ids[current]!));
    else return;
    event.preventDefault();
  };

  const checkedCount = ids.filter((id) => selection.selected.has(id)).length;
  const allChecked = checkedCount > 0 && checkedCount === Math.min(ids.length, BULK_COMMENTS_MAX);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-3 border-b border-zinc-200 px-4 py-2 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
        <input
          type="checkbox"
          checked={allChecked}
          ref={(box) => {
            if (box) box.indeterminate = checkedCount > 0 && !allChecked;
          }}
          onChange={() => selection.setAll(ids, !allChecked)}
          aria-label={t('list.selectAll')}
          className="h-4 w-4 cursor-pointer rounded accent-indigo-600"
        />
        <span aria-live="polite">
          {checkedCount > 0
            ? t('list.selected', { count: checkedCount })
            : t(hasNextPage ? 'list.threadsMore' : 'list.threads', { count: comments.length })}
        </span>
        <span className="ml-auto hidden sm:inline">
          <kbd className="font-sans">j</kbd>/<kbd className="font-sans">k</kbd> {t('list.keys.move')} · <kbd className="font-sans">x</kbd>{' '}
          {t('list.keys.select')} · <kbd className="font-sans">/</kbd> {t('list.keys.search')}
        </span>
      </div>
      <div ref={scroller} onKeyDown={onKeyDown} className="max-h-[calc(100dvh-19rem)] min-h-64 overflow-y-auto" data-testid="comment-list">
        <div role="list" aria-label={t('list.label')} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const comment = comments[item.index]!;
            return (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full border-b border-zinc-200 dark:border-zinc-800"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <CommentRow
                  comment={comment}
                  index={item.index}
                  to={linkTo(comment.id)}
                  selected={comment.id === selectedId}
                  checked={selection.selected.has(comment.id)}
                  assignee={comment.assigneeId ? membersById.get(comment.assigneeId) : undefined}
                  ago={ago}
                  onCheck={(index, range) => selection.toggle(ids, index, range)}
                />
              </div>
            );
          })}
        </div>
        {isFetchingNextPage && (
          <div className="flex justify-center py-3 text-zinc-500">
            <Spinner size="sm" label={t('list.loadingMore')} />
          </div>
        )}
      </div>
    </Card>
  );
}
