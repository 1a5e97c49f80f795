import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';

/** Shown where a page needs a workspace and the user has none yet. */
export function NoWorkspace() {
  const { t } = useTranslation('workspaces');
  return (
    <Card className="mx-auto max-w-md">
      <EmptyState icon={Building2} title={t('noneTitle')} description={t('noneText')} />
      <div className="px-6 pb-6">
        <CreateWorkspaceForm />
      </div>
    </Card>
  );
}
