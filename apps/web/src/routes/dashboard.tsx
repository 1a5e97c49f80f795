import { useState } from 'react';
import { Plus, Rocket } from 'lucide-react';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { GettingStarted } from '../features/dashboard-home/getting-started.tsx';
import { RecentActivity } from '../features/dashboard-home/recent-activity.tsx';
import { StatCards } from '../features/dashboard-home/stat-cards.tsx';
import { useWorkspaceSummary } from '../features/dashboard-home/use-workspace-summary.ts';
import { NewProjectForm } from '../features/projects/new-project-form.tsx';
import { ProjectCard } from '../features/projects/project-card.tsx';
import { useProjects } from '../features/projects/use-projects.ts';
import { NoWorkspace } from '../features/workspaces/no-workspace.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { can } from '@commentflow/shared/permissions';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user, currentWorkspace } = useAuth();
  const summary = useWorkspaceSummary(currentWorkspace?.id);
  const projects = useProjects(currentWorkspace?.id);
  const [creating, setCreating] = useState(false);
  if (!currentWorkspace) return <NoWorkspace />;
  const canManage = can(currentWorkspace.role, 'project:manage');
  const firstName = user?.displayName.split(' ')[0];
  const startProject = canManage ? () => setCreating(true) : undefined;
  const firstProject = projects.data?.[0];

  return (
    <div className="space-y-6">
      <PageHeader
        title={firstName ? t('welcome', { name: firstName }) : t('title')}
        description={t('description', { workspace: currentWorkspace.name })}
        actions={
          <>
            {canManage && <ButtonLink to="/client/onboarding">{t('getStarted')}</ButtonLink>}
            {can(currentWorkspace.role, 'member:manage') && <ButtonLink to="/client/client-access">{t('clientAccess')}</ButtonLink>}
            {can(currentWorkspace.role, 'aria:read') && <ButtonLink to="/client/aria">{t('ariaFindings')}</ButtonLink>}
            {canManage && !creating && (
              <Button onClick={() => setCreating(true)}>
                <Plus className="h-4 w-4" aria-hidden />
                {t('newProject')}
              </Button>
            )}
          </>
        }
      />
      {summary.isError && (
        <Card>
          <EmptyState title={t('summaryFailed')} description={summary.error.message} />
        </Card>
      )}
      <StatCards summary={summary.data} />
      {summary.data && !summary.data.snippetInstalled && (
        <GettingStarted
          summary={summary.data}
          onAddProject={startProject}
          installHref={firstProject && `/client/project/${firstProject.id}`}
        />
      )}
      {creating && <NewProjectForm workspaceId={currentWorkspace.id} onDone={() => setCreating(false)} />}

      <div className="grid gap-6 xl:grid-cols-5">
        <section className="min-w-0 space-y-3 xl:col-span-3" aria-labelledby="projects-heading">
          <h2 id="projects-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            {t('projects', { count: summary.data?.projectCount ?? projects.data?.length ?? 0 })}
          </h2>
          {projects.isPending ? (
            <PageLoading label={t('loadingProjects')} />
          ) : projects.isError ? (
            <Card>
              <EmptyState title={t('projectsFailed')} description={projects.error.message} />
            </Card>
          ) : projects.data.length === 0 ? (
            !creating && (
              <Card>
                <EmptyState
                  icon={Rocket}
                  level="h3"
                  title={t('firstSiteTitle')}
                  description={canManage ? t('firstSiteText') : t('firstSiteMember')}
                />
              </Card>
            )
          ) : (
            <div className="grid gap-4">
              {projects.data.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </div>
          )}
        </section>
        <section className="min-w-0 xl:col-span-2">{summary.data && <RecentActivity comments={summary.data.recentActivity} />}</section>
      </div>
    </div>
  );
}
