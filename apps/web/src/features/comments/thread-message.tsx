import { useTranslation } from 'react-i18next';
import type { Comment } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { CommentText } from './comment-text.tsx';

/** One message of a thread; its body is text (mentions as @Name), never HTML; its URLs are links. */
export function ThreadMessage({ comment, ago }: { comment: Comment; ago: (iso: string) => string }) {
  const { t, i18n } = useTranslation('comments');
  return (
    <div className="flex gap-3">
      <Avatar name={comment.author.displayName} photoURL={comment.author.photoURL} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{comment.author.displayName}</span>
          {comment.author.isGuest && <span className="text-xs text-zinc-500 dark:text-zinc-400">{t('row.guest')}</span>}
          <time
            dateTime={comment.createdAt}
            title={new Date(comment.createdAt).toLocaleString(i18n.language)}
            className="text-xs text-zinc-500 dark:text-zinc-400"
          >
            {ago(comment.createdAt)}
          </time>
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">
          <CommentText body={comment.body} links />
        </p>
      </div>
    </div>
  );
}
