import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { CreateWorkspaceForm } from '../features/workspaces/create-workspace-form.tsx';
import { WorkspaceRow } from '../features/workspaces/workspace-row.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { toast } from '../lib/toast/toast.ts';

export default function WorkspacesPage() {
  const { t } = useTranslation('workspaces');
  const { workspaces, currentWorkspace, setCurrentWorkspace } = useAuth();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('new')}
            </Button>
          )
        }
      />
      {creating && (
        <Card className="mb-6 max-w-md p-5">
          <CreateWorkspaceForm
            onCreated={(workspace) => {
              setCreating(false);
              toast({ variant: 'success', title: t('createdToast', { name: workspace.name }) });
            }}
            onCancel={() => setCreating(false)}
          />
        </Card>
      )}
      <Card className="overflow-hidden">
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {workspaces.map((workspace) => (
            <WorkspaceRow
              key={workspace.id}
              workspace={workspace}
              current={workspace.id === currentWorkspace?.id}
              onSwitch={() => {
                setCurrentWorkspace(workspace);
                toast({ title: t('switched', { name: workspace.name }) });
              }}
            />
          ))}
        </ul>
      </Card>
    </>
  );
}
