import { useState } from 'react';
import { Check, Plus } from 'lucide-react';
import { relativeTime } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { CreateWorkspaceForm } from '../features/workspaces/create-workspace-form.tsx';
import { planLabel, roleLabel } from '../features/workspaces/plan-label.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

export default function WorkspacesPage() {
  const { workspaces, currentWorkspace, setCurrentWorkspace } = useAuth();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Workspaces"
        description="Each workspace has its own projects, feedback, members and plan."
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              New workspace
            </Button>
          )
        }
      />
      {creating && (
        <Card className="mb-6 max-w-md p-5">
          <CreateWorkspaceForm onCreated={() => setCreating(false)} onCancel={() => setCreating(false)} />
        </Card>
      )}
      <Card className="overflow-hidden">
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {workspaces.map((workspace) => {
            const current = workspace.id === currentWorkspace?.id;
            return (
              <li key={workspace.id} className="flex flex-wrap items-center gap-3 px-4 py-3.5 sm:px-5">
                <span aria-hidden className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-zinc-900 text-sm font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900">
                  {workspace.name.slice(0, 1).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{workspace.name}</p>
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">
                    {roleLabel(workspace.role)} · created {relativeTime(workspace.createdAt)}
                  </p>
                </div>
                <Badge tone={workspace.plan === 'free' ? 'neutral' : 'accent'}>{planLabel(workspace.plan)}</Badge>
                {current ? (
                  <span className="inline-flex w-24 items-center justify-end gap-1 text-sm font-medium text-indigo-600 dark:text-indigo-400">
                    <Check className="h-4 w-4" aria-hidden />
                    Current
                  </span>
                ) : (
                  <Button variant="secondary" size="sm" className="w-24" onClick={() => setCurrentWorkspace(workspace)}>
                    Switch
                    <span className="sr-only"> to {workspace.name}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    </>
  );
}
