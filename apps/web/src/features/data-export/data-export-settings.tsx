import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { SettingsCard } from '../settings/settings-card.tsx';
import { canExport } from './can-export.ts';
import { ExportProgress } from './export-progress.tsx';
import { useDataExport } from './use-data-export.ts';

/** Settings: the workspace's data export, any time, for those who may export (owners and admins). */
export function DataExportSettings() {
  const { t } = useTranslation('data-export');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? null;
  const dataExport = useDataExport(workspaceId);
  if (!currentWorkspace || !canExport(currentWorkspace.role)) return null;
  const exporting = dataExport.phase === 'loading' || dataExport.phase === 'requested' || dataExport.phase === 'ready';

  return (
    <SettingsCard id="settings-data-export" title={t('settings.title')} description={t('settings.text', { name: currentWorkspace.name })}>
      <div className="flex flex-col items-start gap-3">
        <ExportProgress dataExport={dataExport} idle="none" />
        <Button variant="secondary" busy={dataExport.phase === 'loading'} disabled={exporting} onClick={dataExport.request}>
          {t('action')}
        </Button>
      </div>
    </SettingsCard>
  );
}
