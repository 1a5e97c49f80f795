import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { LABELS_PER_THREAD_MAX, type Comment } from '@commentflow/shared';
import { Input } from '../../components/ui/input.tsx';
import type { useCommentActions } from './use-comments.ts';

export interface ThreadLabelsProps {
  comment: Comment;
  update: ReturnType<typeof useCommentActions>['update'];
  canEdit: boolean;
}

/** A thread's labels as chips; a triager adds one (Enter) and removes one (its x button). The server normalizes and validates. */
export function ThreadLabels({ comment, update, canEdit }: ThreadLabelsProps) {
  const { t } = useTranslation('comments');
  const [draft, setDraft] = useState('');
  if (!canEdit && comment.labels.length === 0) return null;
  const full = comment.labels.length >= LABELS_PER_THREAD_MAX;

  const add = () => {
    const label = draft.trim().toLowerCase();
    if (!label) return;
    if (comment.labels.includes(label)) return setDraft('');
    update.mutate({ labels: [...comment.labels, label] }, { onSuccess: () => setDraft('') });
  };

  return (
    <div className="space-y-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      {comment.labels.length > 0 && (
        <ul aria-label={t('labels.title')} className="flex flex-wrap gap-1.5">
          {comment.labels.map((label) => (
            <li
              key={label}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300"
            >
              <span className="truncate">{label}</span>
              {canEdit && (
                <button
                  type="button"
                  aria-label={t('labels.remove', { label })}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ labels: comment.labels.filter((l) => l !== label) })}
                  className="rounded-full p-0.5 hover:bg-indigo-100 disabled:opacity-50 dark:hover:bg-indigo-500/25"
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <Input
          label={t('labels.add')}
          hint={full ? t('labels.full', { count: LABELS_PER_THREAD_MAX }) : t('labels.hint')}
          value={draft}
          maxLength={30}
          disabled={full || update.isPending}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
      )}
    </div>
  );
}
