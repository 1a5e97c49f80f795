import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../comments/confirm-dialog.tsx';
import { useDeleteProject } from './use-projects.ts';

/** The danger zone: deleting the project takes its feedback and cuts off its widget. */
export function DeleteProject({ project }: { project: Project }) {
  const remove = useDeleteProject(project);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="border-red-200 p-5 dark:border-red-500/30">
      <h2 className="text-sm font-semibold text-red-700 dark:text-red-400">Delete project</h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Removes the project, every thread and reply on it, and stops its widget.</p>
      <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
        Delete project
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${project.name}?`}
        description="All its feedback is deleted and the widget stops working on its site. This cannot be undone."
        confirmLabel="Delete project"
        typeToConfirm={project.name}
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate('/client/dashboard', { replace: true }) })}
      />
    </Card>
  );
}
