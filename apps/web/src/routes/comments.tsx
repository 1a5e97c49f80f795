import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Comment, CommentStatus } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { BulkBar } from '../features/comments/bulk-bar.tsx';
import { CommentBoard } from '../features/comments/comment-board.tsx';
import { CommentList } from '../features/comments/comment-list.tsx';
import { CommentThread } from '../features/comments/comment-thread.tsx';
import {
  hasNarrowingFilters,
  readInboxState,
  toCommentFilters,
  withoutFilters,
  withParam,
  type FilterParam,
} from '../features/comments/inbox-filters.ts';
import { InboxToolbar } from '../features/comments/inbox-toolbar.tsx';
import type { StatusTab } from '../features/comments/status-meta.ts';
import { StatusTabs } from '../features/comments/status-tabs.tsx';
import { useMembers } from '../features/comments/use-comments.ts';
import { useSelection } from '../features/comments/use-selection.ts';
import { useProjects } from '../features/projects/use-projects.ts';
import { NoWorkspace } from '../features/workspaces/no-workspace.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { useSearchParamsWriter } from '../lib/use-search-params-writer.ts';
import { cn } from '../lib/cn.ts';
import { can, canDeleteComment } from '@commentflow/shared/permissions';

export default function CommentsPage() {
  const { t } = useTranslation('comments');
  const { currentWorkspace, user } = useAuth();
  const { commentId = null } = useParams();
  const [search, changeSearch] = useSearchParamsWriter();
  const navigate = useNavigate();
  const projects = useProjects(currentWorkspace?.id);
  const members = useMembers(currentWorkspace?.id);
  const selection = useSelection();
  const [loaded, setLoaded] = useState<Comment[]>([]);
  const state = readInboxState(search);
  const viewerId = user?.uid;
  // Memoised on the URL: a new object each render would be a new query key for the list.
  const filters = useMemo(() => toCommentFilters(readInboxState(search), viewerId), [search, viewerId]);
  const onLoaded = useCallback((comments: Comment[]) => setLoaded(comments), []);
  if (!currentWorkspace) return <NoWorkspace />;

  const query = search.toString() ? `?${search.toString()}` : '';
  const listPath = `/client/comments${query}`;
  const linkTo = (id: string) => `/client/comments/${id}${query}`;
  const setFilter = (name: FilterParam, value: string | null) => {
    selection.clear();
    changeSearch((current) => withParam(current, name, value));
  };
  const role = currentWorkspace.role;
  const canTriage = can(role, 'comment:triage');
  const checked = loaded.filter((comment) => selection.selected.has(comment.id));
  const canDeleteChecked = checked.every((comment) => canDeleteComment(role, viewerId, comment.author.id));
  const board = state.view === 'board';

  return (
    <>
      <PageHeader title={t('title')} description={t('description', { workspace: currentWorkspace.name })} />
      <div className={cn('grid gap-6', commentId && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
        <section aria-label={t('inbox')} className={cn('min-w-0 space-y-4', commentId && 'hidden lg:block')}>
          <InboxToolbar
            workspaceId={currentWorkspace.id}
            state={state}
            projects={projects.data ?? []}
            members={members.data ?? []}
            onChange={setFilter}
            onClear={() => changeSearch(withoutFilters)}
          />
          {board ? (
            <CommentBoard
              workspaceId={currentWorkspace.id}
              filtersFor={(status: CommentStatus) => toCommentFilters(state, viewerId, status)}
              members={members.data ?? []}
              linkTo={linkTo}
              canTriage={canTriage}
            />
          ) : (
            <>
              <StatusTabs value={state.tab} onChange={(next: StatusTab) => setFilter('status', next === 'open' ? null : next)} />
              <CommentList
                workspaceId={currentWorkspace.id}
                filters={filters}
                filtered={hasNarrowingFilters(state)}
                selectedId={commentId}
                linkTo={linkTo}
                selection={selection}
                members={members.data ?? []}
                onLoaded={onLoaded}
              />
            </>
          )}
        </section>
        {commentId && (
          <section aria-label={t('selectedThread')} className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            <CommentThread
              key={commentId}
              commentId={commentId}
              closeTo={listPath}
              onDeleted={() => navigate(listPath, { replace: true })}
            />
          </section>
        )}
      </div>
      {!board && checked.length > 0 && (
        <BulkBar
          workspaceId={currentWorkspace.id}
          ids={checked.map((comment) => comment.id)}
          members={members.data ?? []}
          canTriage={canTriage}
          canDelete={canDeleteChecked}
          onDone={selection.clear}
        />
      )}
    </>
  );
}
