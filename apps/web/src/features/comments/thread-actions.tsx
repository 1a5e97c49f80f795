import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { CommentStatus, type Comment } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { STATUS_LABELS } from './status-meta.ts';
import type { useCommentActions } from './use-comments.ts';

export interface ThreadActionsProps {
  comment: Comment;
  actions: ReturnType<typeof useCommentActions>;
  canDelete: boolean;
  onDeleted: () => void;
}

export function ThreadActions({ comment, actions, canDelete, onDeleted }: ThreadActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const { setStatus, remove } = actions;
  const failure = setStatus.error ?? remove.error;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-44">
          <Select
            label="Status"
            value={comment.status}
            disabled={setStatus.isPending}
            onChange={(event) => setStatus.mutate(CommentStatus.parse(event.target.value))}
          >
            {CommentStatus.options.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        {canDelete && !confirming && (
          <Button variant="ghost" className="text-red-600 hover:text-red-700 dark:text-red-400" onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
        )}
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby="delete-thread-question" className="rounded-md border border-red-200 bg-red-50 p-3 dark:border-red-500/30 dark:bg-red-500/10">
          <p id="delete-thread-question" className="text-sm text-red-800 dark:text-red-200">
            Delete this thread and all its replies? This cannot be undone.
          </p>
          <div className="mt-3 flex gap-2">
            <Button variant="danger" size="sm" busy={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}>
              Delete thread
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failure.message}
        </p>
      )}
    </div>
  );
}
