import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_PATH, showExportCta, showUpgradeCta, type RetentionConfig, type RetentionStatus } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useBillingPlans } from '../billing/billing-api.ts';
import { PlanComparison } from '../billing/plan-comparison.tsx';
import { UsageBars } from '../billing/usage-bars.tsx';
import { useRetentionTexts } from './retention-texts.ts';
import { useAcknowledge, useRetentionExport, type ExportState } from './use-retention-actions.ts';

/**
 * docs/product/screens.md, states.md: the retention alert popup, with usage bars and the plan comparison, the export (idle,
 * loading, success, error) and the upgrade. Closing acknowledges it as popup_acknowledged, only when
 * the config requires acknowledgment.
 */
export function RetentionPopup({ status, config, onClose }: { status: RetentionStatus; config: RetentionConfig; onClose: () => void }) {
  const { t } = useTranslation('retention');
  const navigate = useNavigate();
  const texts = useRetentionTexts(status);
  const plans = useBillingPlans();
  const acknowledge = useAcknowledge(status);
  const exporting = useRetentionExport();
  if (!texts) return null;
  const requireAck = config.notifications.popup.requireAcknowledgment;

  const close = () => {
    if (requireAck) acknowledge.mutate('popup_acknowledged');
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={texts.title}
      description={texts.message}
      closeLabel={t('popup.close')}
      className="w-[min(36rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] overflow-y-auto"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {requireAck ? t('popup.acknowledge') : t('popup.later')}
          </Button>
          {showExportCta(status) && (
            <Button
              variant="secondary"
              busy={exporting.state === 'loading'}
              disabled={exporting.state === 'loading' || exporting.state === 'success'}
              onClick={exporting.request}
            >
              {t('popup.export')}
            </Button>
          )}
          {showUpgradeCta(status) && (
            <Button
              onClick={() => {
                close();
                navigate(BILLING_PATH);
              }}
            >
              {t('popup.upgrade')}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-5">
        <section aria-label={t('popup.usage')}>
          <UsageBars usage={status.stats} limits={config.limits} />
        </section>
        {plans.data && <PlanComparison entitlements={plans.data.entitlements} current={status.status === 'trial' ? null : status.plan} />}
        <ExportStatus state={exporting.state} message={exporting.message} />
      </div>
    </Dialog>
  );
}

function ExportStatus({ state, message }: { state: ExportState; message: string | null }) {
  const { t } = useTranslation('retention');
  if (state === 'idle') return null;
  return (
    <p
      role="status"
      data-testid="export-state"
      data-state={state}
      className={state === 'error' ? 'text-sm text-red-600 dark:text-red-400' : 'text-sm text-zinc-600 dark:text-zinc-300'}
    >
      {state === 'loading' && t('popup.exportLoading')}
      {state === 'success' && (message ?? t('popup.exportSuccess'))}
      {state === 'error' && t('popup.exportError')}
    </p>
  );
}
