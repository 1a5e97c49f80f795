import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { toast } from '../../lib/toast/toast.ts';
import { markLeaving, unmarkLeaving } from '../dashboard-shell/left-here.ts';
import { teamApi } from '../team/team-api.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * Leaving the current workspace, for every role. The server keeps the last owner in (they delete the
 * workspace or make someone else owner first) and says so, which this shows as it is.
 */
export function LeaveWorkspace({ workspace, userId }: { workspace: Workspace; userId: string }) {
  const { t } = useTranslation(['settings', 'common']);
  const { refreshWorkspaces } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const leave = useMutation({
    mutationFn: () => {
      markLeaving(workspace.id);
      return teamApi.remove(workspace.id, userId);
    },
    onSuccess: async () => {
      setAsking(false);
      await refreshWorkspaces();
      toast({ variant: 'success', title: t('leave.done', { name: workspace.name }) });
      void navigate('/client/dashboard');
    },
    onError: (failure) => {
      unmarkLeaving(workspace.id);
      setAsking(false);
      toast({ variant: 'destructive', title: t('leave.failed'), description: failure instanceof ApiError ? failure.message : undefined });
    },
  });

  return (
    <SettingsCard id="settings-leave" danger title={t('leave.title')} description={t('leave.text')}>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('leave.what', { name: workspace.name })}</p>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('leave.button')}
        </Button>
      </div>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={t('leave.question', { name: workspace.name })}
        description={t('leave.consequence')}
        closeLabel={t('common:actions.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" busy={leave.isPending} onClick={() => leave.mutate()}>
              {t('leave.button')}
            </Button>
          </>
        }
      />
    </SettingsCard>
  );
}
