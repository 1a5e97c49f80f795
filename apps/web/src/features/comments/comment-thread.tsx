import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MessageSquareOff, X } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { CaptureDetails } from './capture-details.tsx';
import { isWebUrl } from './page-location.ts';
import { OpenOnPage } from './open-on-page.tsx';
import { ReplyForm } from './reply-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ThreadActions } from './thread-actions.tsx';
import { ThreadLabels } from './thread-labels.tsx';
import { ThreadTickets } from '../integrations/thread-tickets.tsx';
import { ThreadKeyHistory } from '../developer/key-activity.tsx';
import { ThreadMessage } from './thread-message.tsx';
import { useCommentActions, useMembers, useThread } from './use-comments.ts';
import { can, canDeleteComment } from '@commentflow/shared/permissions';

export interface CommentThreadProps {
  commentId: string;
  /** Where closing the thread goes: the list it was opened from. */
  closeTo: string;
  onDeleted: () => void;
}

/** The thread container: the pin's message and context, its replies, the reply box and triage. */
export function CommentThread({ commentId, closeTo, onDeleted }: CommentThreadProps) {
  const { t } = useTranslation('comments');
  const thread = useThread(commentId);
  const actions = useCommentActions(commentId);
  const { user, currentWorkspace } = useAuth();
  const members = useMembers(currentWorkspace?.id);
  const [deletedElsewhere, setDeletedElsewhere] = useState(false);
  const ago = useRelativeTime();
  usePageEvent('comment-deleted', (payload) => payload.commentId === commentId && setDeletedElsewhere(true));

  const header = (
    <div className="flex items-center gap-2 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
      <Link
        to={closeTo}
        className="inline-flex items-center gap-1 text-sm text-zinc-500 hover:text-zinc-900 lg:hidden dark:text-zinc-400 dark:hover:text-zinc-100"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('thread.back')}
      </Link>
      <h2 className="text-sm font-semibold text-zinc-900 lg:flex-1 dark:text-zinc-100">{t('thread.title')}</h2>
      <Link
        to={closeTo}
        aria-label={t('thread.close')}
        className="ml-auto hidden h-8 w-8 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 lg:inline-flex dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </Link>
    </div>
  );

  let content;
  const notFound = thread.error instanceof ApiError && thread.error.status === 404;
  if (deletedElsewhere || notFound) {
    content = <EmptyState icon={MessageSquareOff} level="h3" title={t('thread.goneTitle')} description={t('thread.goneText')} />;
  } else if (thread.isPending) {
    content = <PageLoading label={t('thread.loading')} />;
  } else if (thread.isError) {
    content = <EmptyState level="h3" title={t('thread.loadFailed')} description={thread.error.message} />;
  } else {
    const { comment, replies } = thread.data;
    const role = currentWorkspace?.role;
    // Without a role known yet, only what an author may do: a client's rights.
    const canDelete = canDeleteComment(role ?? 'client', user?.uid, comment.author.id);
    const canTriage = role !== undefined && can(role, 'comment:triage');
    content = (
      <div className="space-y-5 p-4">
        {/* Triage first: what a team member changes most, without scrolling past the conversation. */}
        {(canTriage || canDelete) && (
          <div className="border-b border-zinc-200 pb-4 dark:border-zinc-800">
            <ThreadActions
              comment={comment}
              actions={actions}
              members={members.data ?? []}
              canTriage={canTriage}
              canDelete={canDelete}
              onDeleted={onDeleted}
            />
          </div>
        )}
        {comment.parentId === null && <ThreadLabels comment={comment} update={actions.update} canEdit={canTriage} />}
        <div className="space-y-3">
          {(!canTriage || isWebUrl(comment.pageUrl)) && (
            <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
              {!canTriage && <StatusBadge status={comment.status} />}
              {isWebUrl(comment.pageUrl) && <OpenOnPage pageUrl={comment.pageUrl} commentId={comment.id} />}
            </div>
          )}
          <ThreadMessage comment={comment} ago={ago} />
        </div>
        {replies.length > 0 && (
          <ol aria-label={t('thread.replies')} className="space-y-4 border-l-2 border-zinc-100 pl-4 dark:border-zinc-800">
            {replies.map((reply) => (
              <li key={reply.id}>
                <ThreadMessage comment={reply} ago={ago} />
              </li>
            ))}
          </ol>
        )}
        <ThreadKeyHistory commentId={comment.id} version={`${comment.updatedAt}/${comment.replyCount}`} />
        <ReplyForm reply={actions.reply} members={members.data ?? []} />
        <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <CaptureDetails comment={comment} />
        </div>
        {canTriage && comment.parentId === null && (
          <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <ThreadTickets
              commentId={comment.id}
              workspaceId={comment.workspaceId}
              canManage={role !== undefined && can(role, 'integration:manage')}
            />
          </div>
        )}
      </div>
    );
  }

  return (
    <Card className="overflow-hidden">
      {header}
      {content}
    </Card>
  );
}
