import { ChevronUp } from 'lucide-react';
import type { RoadmapRequest } from '@commentflow/shared';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { cn } from '../../lib/cn.ts';
import { SignInLink } from './sign-in-link.tsx';
import { useToggleVote } from './use-roadmap.ts';

const BOX = 'flex w-14 shrink-0 flex-col items-center rounded-lg border px-2 py-1.5 text-sm font-semibold transition-colors';
const IDLE =
  'border-zinc-200 text-zinc-700 hover:border-indigo-300 hover:bg-indigo-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-indigo-500/10';

/** One vote per person: a second press takes the vote back. Signed out, it leads to sign-in. */
export function VoteButton({ request }: { request: RoadmapRequest }) {
  const { user } = useAuth();
  const toggle = useToggleVote();
  const votes = `${request.voteCount} ${request.voteCount === 1 ? 'vote' : 'votes'}`;
  const content = (
    <>
      <ChevronUp className="h-4 w-4" aria-hidden />
      <span>{request.voteCount}</span>
    </>
  );
  if (!user) {
    return (
      <SignInLink className={cn(BOX, IDLE)} label={`Sign in to vote for ${request.title} (${votes})`}>
        {content}
      </SignInLink>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        aria-pressed={request.votedByMe}
        aria-label={request.votedByMe ? `Remove your vote for ${request.title} (${votes})` : `Vote for ${request.title} (${votes})`}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ id: request.id, voted: request.votedByMe })}
        className={cn(
          BOX,
          request.votedByMe
            ? 'border-indigo-500 bg-indigo-600 text-white hover:bg-indigo-500 dark:border-indigo-400 dark:bg-indigo-500'
            : IDLE,
          'disabled:opacity-70',
        )}
      >
        {content}
      </button>
      {toggle.isError && (
        <p role="alert" className="max-w-28 text-center text-xs text-red-600 dark:text-red-400">
          {toggle.error.message}
        </p>
      )}
    </div>
  );
}
