import { useCallback, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CommentStatus, type Comment, type MemberSummary } from '@commentflow/shared';
import { queryKeys, type CommentFilters } from '../../lib/query-keys.ts';
import { BoardCard } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { showOwnUpdate } from './sync-comment-cache.ts';
import { useUpdateComment } from './use-comments.ts';

export interface CommentBoardProps {
  workspaceId: string;
  filtersFor: (status: CommentStatus) => CommentFilters;
  members: MemberSummary[];
  linkTo: (commentId: string) => string;
  canTriage: boolean;
}

const COLUMNS = CommentStatus.options;

/**
 * Threads in a column per status. Dragging a card to another column changes its status; with the
 * keyboard, Shift+Left/Right on a focused card moves it one column.
 */
export function CommentBoard({ workspaceId, filtersFor, members, linkTo, canTriage }: CommentBoardProps) {
  const { t } = useTranslation('comments');
  const queryClient = useQueryClient();
  const update = useUpdateComment();
  const [dragging, setDragging] = useState<Comment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );

  const move = (comment: Comment, status: CommentStatus) => {
    if (comment.status === status || !canTriage) return;
    // Shown in its new column at once; the server's answer, or the refetch after a failure, settles it.
    void showOwnUpdate(queryClient, { workspaceId, projectId: comment.projectId, comment: { ...comment, status } });
    update.mutate(
      { id: comment.id, patch: { status } },
      { onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.commentLists(workspaceId) }) },
    );
    setAnnouncement(t('board.moved', { status: t(`status.${status}`) }));
  };
  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current?.comment as Comment | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const comment = event.active.data.current?.comment as Comment | undefined;
    const target = CommentStatus.safeParse(event.over?.id);
    if (comment && target.success) move(comment, target.data);
  };
  // The card to keep the keyboard on, in the column it moves to (not the one it leaves).
  const [focus, setFocus] = useState<{ id: string; status: CommentStatus } | null>(null);
  const focused = useCallback(() => setFocus(null), []);
  const step = (comment: Comment, delta: number) => {
    const next = COLUMNS[COLUMNS.indexOf(comment.status) + delta];
    if (!next) return;
    move(comment, next);
    // The card re-renders in its new column, maybe outside the rendered window: that column scrolls
    // to it and keeps the keyboard on it.
    setFocus({ id: comment.id, status: next });
  };
  const membersById = new Map(members.map((member) => [member.userId, member]));

  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <p id="board-help" className="sr-only">
        {t('board.help')}
      </p>
      <div
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0"
        data-testid="comment-board"
      >
        {COLUMNS.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            workspaceId={workspaceId}
            filters={filtersFor(status)}
            membersById={membersById}
            linkTo={linkTo}
            canTriage={canTriage}
            onStep={step}
            draggingId={dragging?.id ?? null}
            focusId={focus?.status === status ? focus.id : null}
            onFocused={focused}
          />
        ))}
      </div>
      <DragOverlay>{dragging && <BoardCard comment={dragging} assignee={undefined} to="#" overlay />}</DragOverlay>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {update.error && (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {update.error.message}
        </p>
      )}
    </DndContext>
  );
}
