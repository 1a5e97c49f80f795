import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyActivityEntry } from '@commentflow/shared';
import { Card } from '../../components/ui/card.tsx';
import { RelativeTime } from '../../components/ui/relative-time.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { useApiKeyActivity, useThreadKeyActivity } from './use-developer.ts';

/** "changed status to Resolved": what the entry's key did, in the reader's language. */
function useActionText() {
  const { t } = useTranslation(['developer', 'comments']);
  return (entry: ApiKeyActivityEntry): string => {
    switch (entry.action) {
      case 'status-changed':
        return t('activity.action.status-changed', { status: entry.status ? t(`comments:status.${entry.status}`) : '' });
      case 'priority-changed':
        return t('activity.action.priority-changed', { priority: entry.priority ? t(`comments:priority.${entry.priority}`) : '' });
      case 'assigned':
        return entry.assignee ? t('activity.action.assigned', { name: entry.assignee.displayName }) : t('activity.action.unassigned');
      case 'reply-created':
        return t('activity.action.reply-created');
      case 'comment-deleted':
        return t('activity.action.comment-deleted');
      default:
        // Project and webhook changes name what they changed.
        return t(`activity.action.${entry.action}`, { target: entry.target ?? '' });
    }
  };
}

/** The audit log of keys on /client/api: each key's recent changes, with its name and prefix. */
export function KeyActivityCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('developer');
  const activity = useApiKeyActivity(workspaceId);
  const actionText = useActionText();
  const ago = useRelativeTime();
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="key-activity-title">
      <div className="border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
        <h2 id="key-activity-title" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('activity.title')}
        </h2>
        <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{t('activity.intro')}</p>
      </div>
      {activity.isError ? (
        <p className="px-4 py-3 text-sm text-red-700 sm:px-5 dark:text-red-400">{t('loadFailed')}</p>
      ) : activity.data?.length === 0 ? (
        <p className="px-4 py-3 text-sm text-zinc-500 sm:px-5 dark:text-zinc-400">{t('activity.empty')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
          {(activity.data ?? []).map((entry) => (
            <li
              key={entry.id}
              data-testid="key-activity"
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2.5 text-sm sm:px-5"
            >
              <span className="min-w-0 flex-1 text-zinc-600 dark:text-zinc-400">
                <span className="font-medium text-zinc-900 dark:text-zinc-100">{entry.key.name}</span>{' '}
                <code className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{entry.key.prefix}…</code> {actionText(entry)}
              </span>
              {entry.threadId && entry.action !== 'comment-deleted' && (
                <Link
                  to={`/client/comments/${entry.threadId}`}
                  className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                >
                  {t('activity.openThread')}
                </Link>
              )}
              <RelativeTime iso={entry.createdAt} ago={ago} className="text-xs text-zinc-500 dark:text-zinc-400" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** In a thread: what API keys changed on it ("CI bot (API key) changed status to Resolved"); nothing when none did. */
export function ThreadKeyHistory({ commentId, version }: { commentId: string; version: string }) {
  const { t } = useTranslation('developer');
  const activity = useThreadKeyActivity(commentId, version);
  const actionText = useActionText();
  const ago = useRelativeTime();
  if (!activity.data?.length) return null;
  return (
    <section aria-label={t('activity.history')} className="space-y-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{t('activity.history')}</h3>
      <ul className="space-y-1">
        {activity.data.map((entry) => (
          <li key={entry.id} data-testid="thread-key-activity" className="flex items-start gap-2 text-xs text-zinc-600 dark:text-zinc-400">
            <KeyRound className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{t('activity.byKey', { name: entry.key.name })}</span>{' '}
              {actionText(entry)}
            </span>
            <RelativeTime iso={entry.createdAt} ago={ago} className="shrink-0" />
          </li>
        ))}
      </ul>
    </section>
  );
}
