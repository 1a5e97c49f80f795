import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../components/ui/segmented-control.tsx';
import { STATUS_TABS, type StatusTab } from './status-meta.ts';

/** The inbox's status filter: open, in progress, resolved or all threads. */
export function StatusTabs({ value, onChange }: { value: StatusTab; onChange: (tab: StatusTab) => void }) {
  const { t } = useTranslation('comments');
  return (
    <SegmentedControl
      label={t('statusFilter')}
      options={STATUS_TABS.map((tab) => ({ value: tab, label: t(`status.${tab}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
