import { useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useFormatDays } from '../../lib/i18n/use-format-days.ts';
import { BILLING_PATH } from './trial-banner.tsx';
import { trialEndsText } from '../workspaces/plan-label.ts';
import type { TrialStatus } from './trial-status.ts';
import type { DataExport } from './use-data-export.ts';

/** Where the export stands, in words (spec §4 popup states idle, loading, success, error). */
function ExportProgress({ dataExport }: { dataExport: DataExport }) {
  const { t } = useTranslation('trial');
  const { phase, message } = dataExport;
  if (phase === 'idle' || phase === 'loading') return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('export.offer')}</p>;
  if (phase === 'error') {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
        {t('export.requestFailed')}
      </p>
    );
  }
  const [title, text] =
    phase === 'requested'
      ? [t('export.requested'), message]
      : phase === 'ready'
        ? [t('export.ready'), t('export.readyText')]
        : [t('export.failed'), t('export.tryLater')];
  return (
    <div role="status" className="rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm dark:border-zinc-800 dark:bg-zinc-950">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">{text}</p>
      {phase === 'ready' && (
        <Button size="sm" variant="secondary" className="mt-2" onClick={dataExport.download}>
          <Download className="h-4 w-4" aria-hidden />
          {t('export.download')}
        </Button>
      )}
    </div>
  );
}

/**
 * Spec §4: the trial modal, opened by the trial's last days or by the banner's Export. It offers the
 * upgrade and, to those who may export, the data export (spec §5).
 */
export function TrialModal({
  status,
  dataExport,
  onClose,
}: {
  status: TrialStatus;
  dataExport: DataExport;
  onClose: () => void;
}) {
  const { t } = useTranslation('trial');
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
            <Button variant="secondary" className="disabled:opacity-60" busy={dataExport.phase === 'loading'} disabled={exporting} onClick={dataExport.request}>
              {t('export.action')}
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
