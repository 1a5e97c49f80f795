import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header.tsx';
import { DataExportSettings } from '../features/data-export/data-export-settings.tsx';
import { AppearanceSettings } from '../features/settings/appearance-settings.tsx';
import { NotificationSettings } from '../features/settings/notification-settings.tsx';
import { PasswordSettings } from '../features/settings/password-settings.tsx';
import { ProfileSettings } from '../features/settings/profile-settings.tsx';
import { WorkspaceSettings } from '../features/settings/workspace-settings.tsx';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <ProfileSettings />
      <AppearanceSettings />
      <NotificationSettings />
      <PasswordSettings />
      <DataExportSettings />
      <WorkspaceSettings />
    </div>
  );
}
