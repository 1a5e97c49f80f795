import { useState, type FormEvent } from 'react';
import { relativeTime, type RoadmapComment } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { SignInLink } from './sign-in-link.tsx';
import { useCommentOnRequest } from './use-roadmap.ts';

function CommentForm({ requestId }: { requestId: string }) {
  const comment = useCommentOnRequest(requestId);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    comment.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <Textarea
        label="Add a comment"
        value={body}
        required
        onChange={(event) => setBody(event.target.value)}
        error={comment.isError ? comment.error.message : undefined}
      />
      <Button type="submit" busy={comment.isPending}>
        Comment
      </Button>
    </form>
  );
}

/** The discussion under a feature request; text is shown as text, never as HTML. */
export function RequestComments({ requestId, comments }: { requestId: string; comments: RoadmapComment[] }) {
  const { user } = useAuth();
  return (
    <section aria-labelledby="comments-heading" className="mt-10">
      <h2 id="comments-heading" className="text-lg font-semibold text-zinc-900 dark:text-white">
        Comments ({comments.length})
      </h2>
      <ul className="mt-4 space-y-4">
        {comments.map((comment) => (
          <li key={comment.id} className="flex gap-3">
            <Avatar name={comment.author.displayName} />
            <div className="min-w-0">
              <p className="text-sm">
                <span className="font-medium text-zinc-900 dark:text-white">{comment.author.displayName}</span>{' '}
                <span className="text-xs text-zinc-500 dark:text-zinc-400">{relativeTime(comment.createdAt)}</span>
              </p>
              <p className="mt-0.5 text-sm whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{comment.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {user ? (
          <CommentForm requestId={requestId} />
        ) : (
          <SignInLink className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">Sign in to comment</SignInLink>
        )}
      </div>
    </section>
  );
}
