import { useState } from 'react';
import type { Member, Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { ProjectPicker } from '../team/project-picker.tsx';
import { useTeamActions } from '../team/use-team.ts';

/** The projects a client sees, with an in-place editor for owners and admins. */
export function ClientProjects({ workspaceId, member, projects, editable }: { workspaceId: string; member: Member; projects: Project[]; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState(member.projectIds);
  const { setProjects } = useTeamActions(workspaceId);
  const names = projects.filter((p) => member.projectIds.includes(p.id)).map((p) => p.name);

  if (!editing) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-300">
        <span className="text-zinc-500 dark:text-zinc-400">Sees:</span>
        {names.length ? names.join(', ') : 'no project'}
        {editable && (
          <button type="button" className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400" onClick={() => { setSelected(member.projectIds); setEditing(true); }}>
            Edit<span className="sr-only"> projects of {member.displayName}</span>
          </button>
        )}
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-2">
      <FormAlert message={setProjects.error?.message ?? null} />
      <ProjectPicker projects={projects} selected={selected} onChange={setSelected} legend={`Projects ${member.displayName} may see`} />
      <div className="flex gap-2">
        <Button size="sm" busy={setProjects.isPending} disabled={selected.length === 0} onClick={() => setProjects.mutate({ userId: member.userId, projectIds: selected }, { onSuccess: () => setEditing(false) })}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
