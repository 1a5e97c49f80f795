import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { ProjectPicker } from '../team/project-picker.tsx';
import { useTeamActions } from '../team/use-team.ts';

/** The projects a client sees, with an in-place editor for owners and admins. */
export function ClientProjects({
  workspaceId,
  member,
  projects,
  editable,
}: {
  workspaceId: string;
  member: Member;
  projects: Project[];
  editable: boolean;
}) {
  const { t } = useTranslation('client-access');
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState(member.projectIds);
  const { setProjects } = useTeamActions(workspaceId);
  const names = projects.filter((p) => member.projectIds.includes(p.id)).map((p) => p.name);

  if (!editing) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-300">
        <span className="text-zinc-500 dark:text-zinc-400">{t('sees')}</span>
        {names.length ? names.join(', ') : t('noProject')}
        {editable && (
          <button
            type="button"
            className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
            onClick={() => {
              setSelected(member.projectIds);
              setEditing(true);
            }}
          >
            {t('edit')}
            <span className="sr-only"> {t('editProjectsOf', { name: member.displayName })}</span>
          </button>
        )}
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-2">
      <FormAlert message={setProjects.error?.message ?? null} />
      <ProjectPicker
        projects={projects}
        selected={selected}
        onChange={setSelected}
        legend={t('projectsOf', { name: member.displayName })}
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          busy={setProjects.isPending}
          disabled={selected.length === 0}
          onClick={() => setProjects.mutate({ userId: member.userId, projectIds: selected }, { onSuccess: () => setEditing(false) })}
        >
          {t('save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
      </div>
    </div>
  );
}
