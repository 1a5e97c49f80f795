import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { can } from '@commentflow/shared/permissions';
import { PageHeader } from '../components/page-header.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { AriaFindings } from '../features/aria/aria-findings.tsx';
import { AriaOverview } from '../features/aria/aria-overview.tsx';
import { AriaProfileForm } from '../features/aria/aria-profile-form.tsx';
import { useLiveFindings } from '../features/aria/use-live-findings.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

/** /client/aria: what ARIA found on the workspace's sites, and its profile (issue 20). */
export default function AriaPage() {
  const { t } = useTranslation('aria');
  const { currentWorkspace } = useAuth();
  useLiveFindings(currentWorkspace?.id ?? '');
  if (!currentWorkspace) return null;
  const { id, role } = currentWorkspace;
  if (!can(role, 'aria:read')) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('clientOnly')} />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <AriaOverview workspaceId={id} />
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <AriaFindings workspaceId={id} canMute={can(role, 'comment:triage')} />
        <AriaProfileForm workspaceId={id} canEdit={can(role, 'aria:manage')} />
      </div>
    </>
  );
}
