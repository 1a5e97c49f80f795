import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { CommentStatus, Priority, type Comment, type MemberSummary } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { DeleteButton } from './delete-button.tsx';
import type { useCommentActions } from './use-comments.ts';
import { MemberOptions, PriorityOptions, StatusOptions } from './triage-options.tsx';

export interface ThreadActionsProps {
  comment: Comment;
  actions: ReturnType<typeof useCommentActions>;
  members: MemberSummary[];
  canTriage: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}

/** Status, priority, assignee, resolve/reopen and delete of a thread. */
export function ThreadActions({ comment, actions, members, canTriage, canDelete, onDeleted }: ThreadActionsProps) {
  const { t } = useTranslation('comments');
  const [confirming, setConfirming] = useState(false);
  const { update, remove } = actions;
  const resolved = comment.status === 'resolved';

  return (
    <div className="space-y-3">
      {canTriage && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Select
            label={t('actions.status')}
            value={comment.status}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ status: CommentStatus.parse(e.target.value) })}
          >
            <StatusOptions />
          </Select>
          <Select
            label={t('actions.priority')}
            value={comment.priority}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ priority: Priority.parse(e.target.value) })}
          >
            <PriorityOptions />
          </Select>
          <div className="col-span-2 sm:col-span-1">
            <Select
              label={t('actions.assignee')}
              value={comment.assigneeId ?? ''}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ assigneeId: e.target.value || null })}
            >
              <option value="">{t('actions.unassigned')}</option>
              <MemberOptions members={members} />
            </Select>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {canTriage && (
          <Button
            variant={resolved ? 'secondary' : 'primary'}
            size="sm"
            busy={update.isPending}
            onClick={() => update.mutate({ status: resolved ? 'open' : 'resolved' })}
          >
            {resolved ? <RotateCcw className="h-4 w-4" aria-hidden /> : <CheckCircle2 className="h-4 w-4" aria-hidden />}
            {resolved ? t('actions.reopen') : t('actions.resolve')}
          </Button>
        )}
        {canDelete && (
          <DeleteButton
            label={t('actions.delete')}
            className="ml-auto"
            open={confirming}
            onOpenChange={setConfirming}
            title={t('actions.confirmTitle')}
            description={t('actions.confirmText')}
            confirmLabel={t('actions.confirmAction')}
            busy={remove.isPending}
            error={remove.error?.message ?? null}
            onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
          />
        )}
      </div>
      {update.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {update.error.message}
        </p>
      )}
    </div>
  );
}
