import { useTranslation } from 'react-i18next';
import { BookOpen, FileJson, ShieldAlert } from 'lucide-react';
import { can } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { Card } from '../components/ui/card.tsx';
import { CopyButton } from '../components/ui/copy-button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ApiKeysSection } from '../features/developer/api-keys-section.tsx';
import { KeyActivityCard } from '../features/developer/key-activity.tsx';
import { UsageChart } from '../features/developer/usage-chart.tsx';
import { useApiKeys, useApiKeyUsage } from '../features/developer/use-developer.ts';
import { WebhooksSection } from '../features/developer/webhooks-section.tsx';
import { useProjects } from '../features/projects/use-projects.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { useCopyTexts } from '../lib/i18n/use-copy-texts.ts';

/** /client/api: the workspace's API keys, their usage, its webhook endpoints, and where the reference is. */
export default function DeveloperApiPage() {
  const { t } = useTranslation('developer');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const role = currentWorkspace?.role ?? 'client';

  if (!can(role, 'apikey:manage')) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('managersOnly')} />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} description={t('description', { workspace: currentWorkspace?.name ?? '' })} />
      <div className="space-y-8">
        <Reference />
        <Keys workspaceId={workspaceId} />
        <WebhooksSection workspaceId={workspaceId} />
      </div>
    </>
  );
}

function Keys({ workspaceId }: { workspaceId: string }) {
  const projects = useProjects(workspaceId);
  const keys = useApiKeys(workspaceId);
  const usage = useApiKeyUsage(workspaceId);
  return (
    <>
      <ApiKeysSection workspaceId={workspaceId} projects={projects.data ?? []} />
      {keys.data && usage.data && <UsageChart keys={keys.data} usage={usage.data} />}
      <KeyActivityCard workspaceId={workspaceId} />
    </>
  );
}

function Reference() {
  const { t } = useTranslation('developer');
  const copyTexts = useCopyTexts();
  const mcpUrl = `${window.location.origin}/api/mcp`;
  const link = 'inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400';
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('links.title')}</h2>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a className={link} href="/docs/api">
          <BookOpen className="h-4 w-4" aria-hidden />
          {t('links.reference')}
        </a>
        <a className={link} href="/api/openapi.json">
          <FileJson className="h-4 w-4" aria-hidden />
          {t('links.openapi')}
        </a>
      </div>
      <div className="mt-4">
        <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('links.mcp')}</p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 break-all rounded-md bg-zinc-100 px-3 py-2 font-mono text-xs text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100">
            {mcpUrl}
          </code>
          <CopyButton text={mcpUrl} label={t('links.mcp')} texts={copyTexts} />
        </div>
        <p className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">{t('links.mcpHint')}</p>
      </div>
    </Card>
  );
}
