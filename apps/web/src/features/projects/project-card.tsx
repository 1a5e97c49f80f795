import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Globe } from 'lucide-react';
import type { Project } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InstallSnippet } from './install-snippet.tsx';

export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            <Link to={`/client/project/${project.id}`} className="hover:underline">
              {project.name}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-zinc-500 dark:text-zinc-400">
            <Globe className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">{project.siteUrl}</span>
          </p>
        </div>
        {project.widgetSeenAt ? <Badge tone="success">{t('installed')}</Badge> : <Badge tone="warning">{t('waiting')}</Badge>}
      </div>
      <InstallSnippet snippet={project.snippet} />
      <Link
        to={`/client/project/${project.id}`}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
      >
        {t('open')}
        <span className="sr-only">{project.name}</span>
        <ArrowRight className="h-3.5 w-3.5" aria-hidden />
      </Link>
    </Card>
  );
}
