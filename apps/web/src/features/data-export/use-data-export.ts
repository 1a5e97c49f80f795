import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportCompletePayload } from '@commentflow/shared';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { toast } from '../../lib/toast/toast.ts';
import { exportApi } from './export-api.ts';

/** docs/product/states.md export request states, plus what the server said when the archive was built. */
export type ExportPhase = 'idle' | 'loading' | 'requested' | 'ready' | 'failed' | 'error';

export interface DataExport {
  phase: ExportPhase;
  /** The server's words once the export is requested (docs/product/errors.md 'Export requested' with server message). */
  message: string | null;
  request(): void;
  /** Downloads the finished archive (phase `ready`). */
  download(): void;
}

function phaseOf(
  request: { isPending: boolean; isError: boolean; isSuccess: boolean },
  completed: ExportCompletePayload | null,
): ExportPhase {
  if (completed) return completed.status === 'ready' ? 'ready' : 'failed';
  if (request.isPending) return 'loading';
  if (request.isError) return 'error';
  return request.isSuccess ? 'requested' : 'idle';
}

/** Downloads a finished archive, named for its workspace and the day; a failure is told in a toast. */
function useDownload(): (done: ExportCompletePayload) => void {
  const { t } = useTranslation('data-export');
  const { workspaces } = useAuth();
  return (done) => {
    if (!done.downloadUrl) return;
    const slug = workspaces.find((workspace) => workspace.id === done.workspaceId)?.slug ?? 'workspace';
    const day = new Date().toISOString().slice(0, 10);
    exportApi.download(done.downloadUrl, `commentflow-${slug}-${day}.zip`).catch((error: unknown) => {
      toast({ title: t('downloadFailed'), description: error instanceof Error ? error.message : t('tryLater'), variant: 'destructive' });
    });
  };
}

/**
 * Every export completion raises a toast, the Download action on it, whichever page is open and
 * wherever the export was requested (trial popup, Settings). Mounted once, in the shell, so that one
 * completion is told once.
 */
export function useExportAnnouncements(): void {
  const { t } = useTranslation('data-export');
  const download = useDownload();
  usePageEvent('export_complete', (done) => {
    if (done.status === 'ready') {
      toast({
        title: t('ready'),
        description: t('readyText'),
        variant: 'success',
        action: { label: t('download'), onClick: () => download(done) },
      });
    } else {
      toast({ title: t('failed'), description: t('tryLater'), variant: 'destructive' });
    }
  });
}

/**
 * Requesting the current workspace's export and following it to the end: the server answers at once,
 * builds the archive in a job, and sends `export_complete` to the requester when it is ready (or failed);
 * the one requested here moves `phase`.
 */
export function useDataExport(workspaceId: string | null): DataExport {
  const { t } = useTranslation('data-export');
  const download = useDownload();
  // Every completion heard, by export: the job can finish before the request's own answer arrives, and
  // the answer's exportId then finds its completion already here.
  const [completions, setCompletions] = useState<Readonly<Record<string, ExportCompletePayload>>>({});
  const completionsHeard = useRef(new Set<string>());

  const request = useMutation({
    mutationFn: () => exportApi.request(workspaceId!),
    // Already built (its "ready" toast is showing): saying "requested" now would replace it.
    onSuccess: (answer) => {
      if (!completionsHeard.current.has(answer.exportId)) toast({ title: t('requested'), description: answer.message, variant: 'success' });
    },
    onError: () => toast({ title: t('failed'), description: t('tryLater'), variant: 'destructive' }),
  });

  usePageEvent('export_complete', (done) => {
    completionsHeard.current.add(done.exportId);
    setCompletions((heard) => ({ ...heard, [done.exportId]: done }));
  });
  const completed = (request.data && completions[request.data.exportId]) ?? null;

  return {
    phase: phaseOf(request, completed),
    message: request.data?.message ?? null,
    request: () => {
      if (workspaceId) request.mutate();
    },
    download: () => {
      if (completed) download(completed);
    },
  };
}
