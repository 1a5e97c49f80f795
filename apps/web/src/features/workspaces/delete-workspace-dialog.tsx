import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { Workspace } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { toast } from '../../lib/toast/toast.ts';
import { workspacesApi } from './workspaces-api.ts';

/** Deleting is final, so the owner types the workspace's name to confirm (as GitHub and Vercel ask). */
export function DeleteWorkspaceDialog({
  workspace,
  open,
  onOpenChange,
}: {
  workspace: Workspace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['workspaces', 'common']);
  const { refreshWorkspaces } = useAuth();
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () => workspacesApi.remove(workspace.id),
    onSuccess: async () => {
      onOpenChange(false);
      await refreshWorkspaces();
      toast({ variant: 'success', title: t('deleted', { name: workspace.name }) });
    },
    onError: (failure) =>
      toast({ variant: 'destructive', title: t('deleteFailed'), description: failure instanceof ApiError ? failure.message : undefined }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      title={t('deleteTitle', { name: workspace.name })}
      description={t('deleteText')}
      closeLabel={t('common:actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" disabled={typed !== workspace.name} busy={remove.isPending} onClick={() => remove.mutate()}>
            {t('deleteConfirm')}
          </Button>
        </>
      }
    >
      <Input
        label={t('deleteType', { name: workspace.name })}
        hint={
          <Trans
            t={t}
            i18nKey="deleteTypeHint"
            values={{ name: workspace.name }}
            components={{ b: <strong className="font-semibold" /> }}
          />
        }
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </Dialog>
  );
}
