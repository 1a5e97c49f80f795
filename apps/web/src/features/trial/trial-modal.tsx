import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useFormatDays } from '../../lib/i18n/use-format-days.ts';
import { BILLING_PATH } from './trial-banner.tsx';
import { trialEndsText } from '../workspaces/plan-label.ts';
import type { TrialStatus } from './trial-status.ts';
import { ExportProgress } from '../data-export/export-progress.tsx';
import type { DataExport } from '../data-export/use-data-export.ts';

/**
 * docs/product/states.md: the trial modal, opened by the trial's last days or by the banner's Export. It offers the
 * upgrade and, to those who may export, the data export (docs/product/validation.md).
 */
export function TrialModal({ status, dataExport, onClose }: { status: TrialStatus; dataExport: DataExport; onClose: () => void }) {
  const { t } = useTranslation(['trial', 'data-export']);
  const formatDays = useFormatDays();
  const navigate = useNavigate();
  const { daysRemaining, ended, showExport } = status;
  if (daysRemaining === null) return null;
  // One export at a time; after a failure the button offers another try.
  const exporting = dataExport.phase === 'loading' || dataExport.phase === 'requested' || dataExport.phase === 'ready';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={ended ? t('modal.endedTitle') : trialEndsText(daysRemaining, formatDays)}
      description={t('modal.text')}
      closeLabel={t('modal.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modal.later')}
          </Button>
          {showExport && (
            <Button
              variant="secondary"
              className="disabled:opacity-60"
              busy={dataExport.phase === 'loading'}
              disabled={exporting}
              onClick={dataExport.request}
            >
              {t('data-export:action')}
            </Button>
          )}
          <Button
            onClick={() => {
              onClose();
              navigate(BILLING_PATH);
            }}
          >
            {t('modal.upgrade')}
          </Button>
        </>
      }
    >
      {showExport ? <ExportProgress dataExport={dataExport} /> : null}
    </Dialog>
  );
}
