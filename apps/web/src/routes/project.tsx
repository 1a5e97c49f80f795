import { Link, useParams } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, FolderX, Globe } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { DeleteProject } from '../features/projects/delete-project.tsx';
import { GuestToggle } from '../features/projects/guest-toggle.tsx';
import { PageIdentityForm } from '../features/projects/page-identity-form.tsx';
import { ProjectPages } from '../features/projects/project-pages.tsx';
import { ProjectSettingsForm } from '../features/projects/project-settings-form.tsx';
import { useProject } from '../features/projects/use-projects.ts';
import { WidgetKeyCard } from '../features/projects/widget-key-card.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { can } from '@commentflow/shared/permissions';

export default function ProjectPage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const { workspaces } = useAuth();

  const back = (
    <Link
      to="/client/dashboard"
      className="mb-4 inline-flex items-center gap-1 text-sm text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('allProjects')}
    </Link>
  );

  if (project.isPending) {
    return <PageLoading label={t('loading')} />;
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400);
    return (
      <>
        {back}
        <Card>
          <EmptyState
            icon={FolderX}
            level="h1"
            title={missing ? t('notFoundTitle') : t('loadFailed')}
            description={missing ? t('notFoundText') : project.error.message}
          />
        </Card>
      </>
    );
  }

  const { data } = project;
  // The project's own workspace decides, whichever workspace is current in the switcher.
  const role = workspaces.find((workspace) => workspace.id === data.workspaceId)?.role;
  const canManage = role !== undefined && can(role, 'project:manage');
  return (
    <>
      {back}
      <PageHeader title={data.name} description={data.widgetSeenAt ? t('installedText') : t('waitingText')} />
      <div className="mb-6 -mt-2 flex flex-wrap items-center gap-3 text-sm text-zinc-500 dark:text-zinc-400">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <Globe className="h-4 w-4 shrink-0" aria-hidden />
          <span className="truncate">{data.siteUrl}</span>
        </span>
        {data.widgetSeenAt ? <Badge tone="success">{t('installed')}</Badge> : <Badge tone="warning">{t('waiting')}</Badge>}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="order-2 min-w-0 space-y-3 lg:order-1">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('feedbackByPage')}</h2>
            <Link
              to={`/client/comments?status=all&project=${data.id}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
            >
              {t('allThreads')}
              <ArrowRight className="h-3.5 w-3.5" aria-hidden />
            </Link>
          </div>
          <ProjectPages projectId={data.id} />
        </div>
        <div className="order-1 min-w-0 space-y-4 lg:order-2">
          <WidgetKeyCard project={data} canManage={canManage} />
          <Card className="space-y-5 p-5">
            <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('site')}</h2>
            {canManage ? (
              <ProjectSettingsForm project={data} />
            ) : (
              <dl className="space-y-3 text-sm">
                <div>
                  <dt className="font-medium text-zinc-500 dark:text-zinc-400">{t('siteUrl')}</dt>
                  <dd className="break-all text-zinc-900 dark:text-zinc-100">{data.siteUrl}</dd>
                </div>
                <div>
                  <dt className="font-medium text-zinc-500 dark:text-zinc-400">{t('allowedOrigins')}</dt>
                  {data.allowedOrigins.map((origin) => (
                    <dd key={origin} className="font-mono text-xs break-all text-zinc-900 dark:text-zinc-100">
                      {origin}
                    </dd>
                  ))}
                </div>
              </dl>
            )}
            <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
              <GuestToggle project={data} disabled={!canManage} />
            </div>
            <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
              <PageIdentityForm project={data} disabled={!canManage} />
            </div>
          </Card>
        </div>
      </div>
      {canManage && (
        <div className="mt-6">
          <DeleteProject project={data} />
        </div>
      )}
    </>
  );
}
