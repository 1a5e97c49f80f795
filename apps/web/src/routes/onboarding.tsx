import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header.tsx';
import { Select } from '../components/ui/select.tsx';
import { InstallTabs } from '../features/onboarding/install-tabs.tsx';
import { LiveCheck } from '../features/onboarding/live-check.tsx';
import { OnboardingStep, type StepState } from '../features/onboarding/onboarding-step.tsx';
import { useLiveProjects } from '../features/onboarding/use-live-projects.ts';
import { NewProjectForm } from '../features/projects/new-project-form.tsx';
import { InviteForm } from '../features/team/invite-form.tsx';
import { useTeam } from '../features/team/use-team.ts';
import { CreateWorkspaceForm } from '../features/workspaces/create-workspace-form.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { can } from '@commentflow/shared/permissions';

/** The first steps, each ticked from real data: a workspace, a project, its widget seen, a teammate. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id;
  const manager = currentWorkspace != null && can(currentWorkspace.role, 'project:manage');
  const projects = useLiveProjects(workspaceId);
  const team = useTeam(workspaceId, currentWorkspace == null || can(currentWorkspace.role, 'team:read'));
  const [chosenId, setChosenId] = useState<string | null>(null);

  const list = projects.data ?? [];
  const project = list.find((p) => p.id === chosenId) ?? list.find((p) => !p.widgetSeenAt) ?? list[0];
  const done = [
    Boolean(currentWorkspace),
    list.length > 0,
    Boolean(project?.widgetSeenAt),
    Boolean(project?.widgetSeenAt),
    (team.data?.members.length ?? 0) > 1,
  ];
  const firstOpen = done.indexOf(false);
  const state = (index: number): StepState => (done[index] ? 'done' : index === firstOpen ? 'current' : 'upcoming');
  const count = done.filter(Boolean).length;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mb-6">
        <div className="mb-1.5 flex justify-between text-xs font-medium text-zinc-500 dark:text-zinc-400">
          <span id="onboarding-progress">{t('progress')}</span>
          <span>{t('progressCount', { done: count, total: done.length })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="onboarding-progress"
          aria-valuemin={0}
          aria-valuemax={done.length}
          aria-valuenow={count}
          className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div
            className="h-full rounded-full bg-emerald-500 transition-[width] duration-500"
            style={{ width: `${(count / done.length) * 100}%` }}
          />
        </div>
      </div>
      {projects.isPending && workspaceId ? (
        <PageLoading label={t('loading')} />
      ) : (
        <ol className="space-y-3">
          <OnboardingStep
            number={1}
            title={t('steps.workspace.title')}
            description={currentWorkspace ? t('steps.workspace.current', { workspace: currentWorkspace.name }) : t('steps.workspace.text')}
            state={state(0)}
          >
            {!currentWorkspace && <CreateWorkspaceForm />}
          </OnboardingStep>
          <OnboardingStep
            number={2}
            title={t('steps.site.title')}
            description={list.length ? t('steps.site.count', { count: list.length }) : t('steps.site.text')}
            state={state(1)}
          >
            {workspaceId &&
              list.length === 0 &&
              (manager ? (
                <NewProjectForm workspaceId={workspaceId} onDone={() => undefined} />
              ) : (
                <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('steps.site.askManager')}</p>
              ))}
          </OnboardingStep>
          <OnboardingStep number={3} title={t('steps.snippet.title')} description={t('steps.snippet.text')} state={state(2)}>
            {project && (
              <div className="space-y-4">
                {list.length > 1 && (
                  <div className="max-w-xs">
                    <Select label={t('steps.snippet.project')} value={project.id} onChange={(e) => setChosenId(e.target.value)}>
                      {list.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </Select>
                  </div>
                )}
                {!project.widgetSeenAt && <InstallTabs snippet={project.snippet} />}
              </div>
            )}
          </OnboardingStep>
          <OnboardingStep number={4} title={t('steps.live.title')} description={t('steps.live.text')} state={state(3)}>
            {project && <LiveCheck project={project} />}
          </OnboardingStep>
          <OnboardingStep
            number={5}
            title={t('steps.team.title')}
            description={
              done[4]
                ? t('steps.team.count', { count: team.data?.members.length ?? 0, workspace: currentWorkspace?.name ?? '' })
                : t('steps.team.text')
            }
            state={state(4)}
          >
            {workspaceId && manager && !done[4] && <InviteForm workspaceId={workspaceId} />}
            {done[4] && (
              <Link to="/client/team" className="text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
                {t('steps.team.manage')}
              </Link>
            )}
          </OnboardingStep>
        </ol>
      )}
    </>
  );
}
