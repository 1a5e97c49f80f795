import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { DeleteWorkspaceDialog } from '../workspaces/delete-workspace-dialog.tsx';
import { WorkspaceSettingsForm } from '../workspaces/workspace-settings-form.tsx';
import { LeaveWorkspace } from './leave-workspace.tsx';
import { SettingsCard } from './settings-card.tsx';
import { can } from '@commentflow/shared/permissions';

/** The current workspace's name and address (owners, admins), leaving it (anyone) and deleting it (owners). */
export function WorkspaceSettings() {
  const { t } = useTranslation('settings');
  const { user, currentWorkspace } = useAuth();
  const [deleting, setDeleting] = useState(false);
  if (!currentWorkspace || !user) return null;
  const { role } = currentWorkspace;
  if (!can(role, 'workspace:update')) return <LeaveWorkspace workspace={currentWorkspace} userId={user.uid} />;

  return (
    <>
      <SettingsCard id="settings-workspace" title={t('workspace.title')} description={t('workspace.text', { name: currentWorkspace.name })}>
        <WorkspaceSettingsForm key={currentWorkspace.id + currentWorkspace.updatedAt} workspace={currentWorkspace} />
      </SettingsCard>
      <LeaveWorkspace workspace={currentWorkspace} userId={user.uid} />
      {can(role, 'workspace:delete') && (
        <SettingsCard id="settings-danger" danger title={t('danger.title')} description={t('danger.text')}>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('danger.delete', { name: currentWorkspace.name })}</p>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('danger.button')}
            </Button>
          </div>
          <DeleteWorkspaceDialog workspace={currentWorkspace} open={deleting} onOpenChange={setDeleting} />
        </SettingsCard>
      )}
    </>
  );
}
