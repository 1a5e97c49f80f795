import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useFormatDays } from '../../lib/i18n/use-format-days.ts';
import { BILLING_PATH } from './trial-banner.tsx';
import { useTrialStatus } from './use-trial-status.ts';

const seenKey = (workspaceId: string) => `commentflow:trial-warning-seen:${workspaceId}`;

function alreadySeen(workspaceId: string): boolean {
  try {
    return window.sessionStorage.getItem(seenKey(workspaceId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec §4: opens when the trial has 3 days or fewer left. Once closed it stays closed for this
 * browser session and workspace, so it warns without nagging on every page.
 */
export function TrialModal() {
  const { t } = useTranslation('trial');
  const formatDays = useFormatDays();
  const navigate = useNavigate();
  const { workspaceId, daysRemaining, ended, warning } = useTrialStatus();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!workspaceId || daysRemaining === null || !warning || closedFor === workspaceId || alreadySeen(workspaceId)) return null;

  const close = () => {
    try {
      window.sessionStorage.setItem(seenKey(workspaceId), '1');
    } catch {
      // Without session storage the modal simply stays closed until the next page load.
    }
    setClosedFor(workspaceId);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={ended ? t('modal.endedTitle') : daysRemaining === 0 ? t('modal.todayTitle') : t('modal.title', { time: formatDays(daysRemaining) })}
      description={t('modal.text')}
      closeLabel={t('modal.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('modal.later')}
          </Button>
          <Button
            onClick={() => {
              close();
              navigate(BILLING_PATH);
            }}
          >
            {t('modal.upgrade')}
          </Button>
        </>
      }
    />
  );
}
