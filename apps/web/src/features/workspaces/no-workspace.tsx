import { Building2 } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';

/** Shown where a page needs a workspace and the user has none yet. */
export function NoWorkspace() {
  return (
    <Card className="mx-auto max-w-md">
      <EmptyState icon={Building2} title="Create a workspace to begin" description="Workspaces hold your projects, their feedback and your team." />
      <div className="px-6 pb-6">
        <CreateWorkspaceForm />
      </div>
    </Card>
  );
}
