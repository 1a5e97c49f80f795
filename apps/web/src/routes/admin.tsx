import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { AuditLogCard } from '../features/admin/audit-log-card.tsx';
import { HealthPanel } from '../features/admin/health-panel.tsx';
import { JobsPanel } from '../features/admin/jobs-panel.tsx';
import { UsersTable } from '../features/admin/users-table.tsx';
import { WorkspacesTable } from '../features/admin/workspaces-table.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';

/** /client/admin: the install's administrators only (the server checks every call too). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (!user?.isAdmin) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('onlyTitle')} description={t('onlyText')} />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <HealthPanel />
        <JobsPanel />
        <UsersTable />
        <WorkspacesTable />
        <AuditLogCard />
      </div>
    </>
  );
}
