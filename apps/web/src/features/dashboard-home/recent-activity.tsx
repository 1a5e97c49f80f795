import { Link } from 'react-router';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mentionsAsText, type Comment } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { RelativeTime } from '../../components/ui/relative-time.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';

/** The workspace's latest comments and replies, refreshed live as socket events arrive. */
export function RecentActivity({ comments }: { comments: readonly Comment[] }) {
  const { t } = useTranslation('dashboard');
  const ago = useRelativeTime();
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-zinc-200 px-5 py-3.5 text-sm font-semibold text-zinc-900 dark:border-zinc-800 dark:text-zinc-100">
        {t('activity.title')}
      </h2>
      {comments.length === 0 ? (
        <EmptyState icon={Activity} level="h3" title={t('activity.emptyTitle')} description={t('activity.emptyText')} className="py-10" />
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800/70" data-testid="recent-activity">
          {comments.map((comment) => (
            <li key={comment.id}>
              <Link
                to={`/client/comments/${comment.parentId ?? comment.id}`}
                className="flex items-start gap-3 px-5 py-3 hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:outline-none dark:hover:bg-zinc-800/40 dark:focus-visible:bg-zinc-800/40"
              >
                <Avatar name={comment.author.displayName} photoURL={comment.author.photoURL} size="sm" className="mt-0.5" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">
                    <span className="font-medium text-zinc-900 dark:text-zinc-100">{comment.author.displayName}</span>{' '}
                    {comment.parentId ? t('activity.replied') : t('activity.commented', { page: comment.pageTitle || comment.pageUrl })}
                    {comment.viaApiKey && (
                      <span className="text-zinc-500 dark:text-zinc-400"> {t('activity.viaKey', { name: comment.viaApiKey.name })}</span>
                    )}
                  </p>
                  <p className="mt-0.5 truncate text-sm text-zinc-800 dark:text-zinc-200">{mentionsAsText(comment.body)}</p>
                </div>
                <RelativeTime iso={comment.createdAt} ago={ago} className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
