import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { BULK_COMMENTS_MAX, CommentStatus, Priority, type BulkCommentAction, type MemberSummary } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { DeleteButton } from './delete-button.tsx';
import { useBulkAction } from './use-comments.ts';
import { MemberOptions, PriorityOptions, StatusOptions } from './triage-options.tsx';

export interface BulkBarProps {
  workspaceId: string;
  ids: string[];
  members: MemberSummary[];
  canDelete: boolean;
  canTriage: boolean;
  onDone: () => void;
}

/** Actions on the checked threads, floating over the list while any are checked. */
export function BulkBar({ workspaceId, ids, members, canDelete, canTriage, onDone }: BulkBarProps) {
  const { t } = useTranslation('comments');
  const bulk = useBulkAction(workspaceId);
  const [confirming, setConfirming] = useState(false);
  const run = (action: BulkCommentAction) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: () => {
          setConfirming(false);
          onDone();
        },
      },
    );
  const pick = (value: string, toAction: (value: string) => BulkCommentAction) => {
    if (value) run(toAction(value));
  };

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="fixed inset-x-3 bottom-3 z-30 mx-auto max-w-4xl rounded-xl border border-zinc-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:inset-x-6 dark:border-zinc-700 dark:bg-zinc-900/95"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {t('bulk.selected', { count: ids.length })}
          {ids.length >= BULK_COMMENTS_MAX && <span className="ml-1 font-normal text-zinc-500">{t('bulk.atMost')}</span>}
        </span>
        {canTriage && (
          <>
            <div className="w-40">
              <Select
                label={t('bulk.setStatus')}
                hideLabel
                value=""
                disabled={bulk.isPending}
                onChange={(e) => pick(e.target.value, (status) => ({ type: 'status', status: CommentStatus.parse(status) }))}
              >
                <option value="">{t('bulk.setStatusPrompt')}</option>
                <StatusOptions />
              </Select>
            </div>
            <div className="w-40">
              <Select
                label={t('bulk.setPriority')}
                hideLabel
                value=""
                disabled={bulk.isPending}
                onChange={(e) => pick(e.target.value, (priority) => ({ type: 'priority', priority: Priority.parse(priority) }))}
              >
                <option value="">{t('bulk.setPriorityPrompt')}</option>
                <PriorityOptions />
              </Select>
            </div>
            <div className="w-40">
              <Select
                label={t('bulk.assignTo')}
                hideLabel
                value=""
                disabled={bulk.isPending}
                onChange={(e) => pick(e.target.value, (who) => ({ type: 'assign', assigneeId: who === 'none' ? null : who }))}
              >
                <option value="">{t('bulk.assignPrompt')}</option>
                <option value="none">{t('bulk.nobody')}</option>
                <MemberOptions members={members} />
              </Select>
            </div>
          </>
        )}
        {canDelete && (
          <DeleteButton
            label={t('bulk.delete')}
            open={confirming}
            onOpenChange={setConfirming}
            title={t('bulk.confirmTitle', { count: ids.length })}
            description={t('bulk.confirmText')}
            confirmLabel={t('bulk.confirmAction')}
            busy={bulk.isPending}
            error={bulk.error?.message ?? null}
            onConfirm={() => run({ type: 'delete' })}
          />
        )}
        <Button variant="ghost" size="icon" className="ml-auto h-8 w-8" aria-label={t('bulk.clearSelection')} onClick={onDone}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {bulk.error && !confirming && (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {bulk.error.message}
        </p>
      )}
    </div>
  );
}
