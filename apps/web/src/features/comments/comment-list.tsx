import { Inbox } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { CommentFilters } from '../../lib/query-keys.ts';
import { useNow } from '../../lib/use-now.ts';
import { CommentRow } from './comment-row.tsx';
import { useCommentList } from './use-comments.ts';

// Titles avoid the word "comments": the page's own heading is the one that names it.
const EMPTY_TEXTS: Record<string, { title: string; description: string }> = {
  open: { title: 'All caught up', description: 'Nothing is waiting for an answer. New feedback appears here live, as it is written.' },
  in_progress: { title: 'Nothing in progress', description: 'Threads you mark as in progress show up here.' },
  resolved: { title: 'Nothing resolved yet', description: 'Resolved threads are kept here for reference.' },
  all: { title: 'No feedback yet', description: 'Install the snippet on your site; pinned feedback appears here live, as it is written.' },
};

export interface CommentListProps {
  workspaceId: string;
  filters: CommentFilters;
  selectedId: string | null;
  linkTo: (commentId: string) => string;
}

export function CommentList({ workspaceId, filters, selectedId, linkTo }: CommentListProps) {
  const list = useCommentList(workspaceId, filters);
  const now = useNow();

  if (list.isPending) {
    return (
      <Card className="flex justify-center py-16 text-zinc-500">
        <Spinner label="Loading feedback" />
      </Card>
    );
  }
  if (list.isError) {
    return (
      <Card>
        <EmptyState
          title="Could not load feedback"
          description={list.error.message}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      </Card>
    );
  }

  const comments = list.data.pages.flatMap((page) => page.comments);
  if (comments.length === 0) {
    const empty = EMPTY_TEXTS[filters.status ?? 'all'] ?? EMPTY_TEXTS.all!;
    return (
      <Card>
        <EmptyState icon={Inbox} title={empty.title} description={empty.description} />
      </Card>
    );
  }

  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {comments.map((comment) => (
          <CommentRow key={comment.id} comment={comment} to={linkTo(comment.id)} selected={comment.id === selectedId} now={now} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="border-t border-zinc-200 p-3 text-center dark:border-zinc-800">
          <Button variant="ghost" size="sm" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </Card>
  );
}
