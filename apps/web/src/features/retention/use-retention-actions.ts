import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_SUBMITTED_MESSAGE_MS, type RetentionStatus, type WarningType } from '@commentflow/shared';
import { toast } from '../../lib/toast/toast.ts';
import { retentionApi, retentionKeys } from './retention-api.ts';
import { hideRetentionWarning } from './retention-visibility.ts';

/** docs/product/states.md export request states of the popup. */
export type ExportState = 'idle' | 'loading' | 'success' | 'error';

/** Acknowledging a warning (docs/product/states.md, errors.md toasts): the banner goes once dismissed or acknowledged. */
export function useAcknowledge(status: RetentionStatus | undefined) {
  const { t } = useTranslation('retention');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningType: WarningType) => retentionApi.acknowledge({ warningType, daysRemaining: status?.daysRemaining ?? null }),
    onSuccess: (_answer, warningType) => {
      if (status) hideRetentionWarning(status.workspaceId);
      if (warningType === 'popup_acknowledged')
        toast({ title: t('toast.acknowledged'), description: t('toast.remindLater'), variant: 'success' });
      if (status) void queryClient.invalidateQueries({ queryKey: retentionKeys.status(status.workspaceId) });
    },
    onError: () => toast({ title: t('toast.acknowledgeFailed'), description: t('toast.tryAgain'), variant: 'destructive' }),
  });
}

/**
 * docs/product/api.md request-export (empty body), with docs/product/errors.md's toasts; `submitted` is the banner's success
 * message, shown for 3,000 ms.
 */
export function useRetentionExport() {
  const { t } = useTranslation('retention');
  const [submitted, setSubmitted] = useState(false);
  const request = useMutation({
    mutationFn: retentionApi.requestExport,
    onSuccess: (answer) => {
      toast({ title: t('toast.exportRequested'), description: answer.message, variant: 'success' });
      setSubmitted(true);
    },
    onError: () => toast({ title: t('toast.exportFailed'), description: t('toast.tryLater'), variant: 'destructive' }),
  });
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), EXPORT_SUBMITTED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [submitted]);
  const state: ExportState = request.isPending ? 'loading' : request.isError ? 'error' : request.isSuccess ? 'success' : 'idle';
  return { state, submitted, message: request.data?.message ?? null, request: () => request.mutate() };
}
