import type { Comment } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { AuthorLine } from './author-line.tsx';
import { CommentText } from './comment-text.tsx';

/** One message of a thread; its body is text (mentions as @Name), never HTML; its URLs are links. */
export function ThreadMessage({ comment, ago }: { comment: Comment; ago: (iso: string) => string }) {
  return (
    <div className="flex gap-3">
      <Avatar name={comment.author.displayName} photoURL={comment.author.photoURL} />
      <div className="min-w-0 flex-1">
        <AuthorLine author={comment.author} at={comment.createdAt} ago={ago} />
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">
          <CommentText body={comment.body} links />
        </p>
      </div>
    </div>
  );
}
