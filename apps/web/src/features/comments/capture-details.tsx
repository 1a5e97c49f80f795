import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageOff, Maximize2 } from 'lucide-react';
import type { Comment } from '@commentflow/shared';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { API_BASE, apiClient } from '../../lib/api-client.ts';
import { PinContext } from './pin-context.tsx';

/**
 * What the widget captured with a pin, below the conversation: its screenshot, then one box of where
 * it was and what the browser was (each fact once), then the page's recent errors.
 */
export function CaptureDetails({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const { meta, screenshot } = comment;
  const consoleEntries = meta?.console ?? [];
  const networkEntries = meta?.network ?? [];

  return (
    <section aria-label={t('capture.label')} className="space-y-3 text-xs">
      {screenshot && <Screenshot url={screenshot.url} width={screenshot.width} height={screenshot.height} />}
      <PinContext comment={comment} />
      {consoleEntries.length > 0 && (
        <EntryList title={t('capture.console', { count: consoleEntries.length })}>
          {consoleEntries.map((entry, index) => (
            <li key={index} className="flex gap-2">
              <span
                className={
                  entry.level === 'error'
                    ? 'font-semibold text-red-700 dark:text-red-400'
                    : 'font-semibold text-amber-700 dark:text-amber-400'
                }
              >
                {entry.level}
              </span>
              <span className="min-w-0 font-mono break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{entry.message}</span>
            </li>
          ))}
        </EntryList>
      )}
      {networkEntries.length > 0 && (
        <EntryList title={t('capture.failedRequests', { count: networkEntries.length })}>
          {networkEntries.map((entry, index) => (
            <li key={index} className="flex gap-2 font-mono">
              <span className="font-semibold text-red-700 dark:text-red-400">
                {entry.status === 0 ? t('capture.requestFailed') : entry.status}
              </span>
              <span className="text-zinc-500 dark:text-zinc-400">{entry.method}</span>
              <span className="min-w-0 break-all text-zinc-700 dark:text-zinc-300">{entry.url}</span>
            </li>
          ))}
        </EntryList>
      )}
    </section>
  );
}

function EntryList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold text-zinc-700 dark:text-zinc-300">{title}</h3>
      <ul className="max-h-48 space-y-1 overflow-auto">{children}</ul>
    </div>
  );
}

/** The image is members-only, so it is fetched with the bearer token and shown from an object URL. */
function Screenshot({ url, width, height }: { url: string; width: number; height: number }) {
  const { t } = useTranslation('comments');
  const image = useQuery({
    queryKey: ['screenshots', url],
    queryFn: ({ signal }) => apiClient.blob(url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url, { signal }),
    staleTime: Infinity,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  useEffect(() => {
    if (!image.data) return;
    const created = URL.createObjectURL(image.data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [image.data]);

  if (image.isError) {
    return (
      <p className="flex items-center gap-2 text-zinc-500 dark:text-zinc-400">
        <ImageOff className="h-4 w-4" aria-hidden />
        {t('capture.screenshotFailed')}
      </p>
    );
  }
  if (!objectUrl) {
    return (
      <div className="flex justify-center py-6 text-zinc-500">
        <Spinner label={t('capture.loadingScreenshot')} />
      </div>
    );
  }
  // Full size in a dialog over the dashboard (focus kept, Escape closes), not a blob: tab.
  return (
    <>
      {/* A click on the picture enlarges it; the button below does the same from the keyboard. */}
      <img
        src={objectUrl}
        width={width}
        height={height}
        alt={t('capture.screenshotAlt')}
        onClick={() => setEnlarged(true)}
        className="h-auto w-full cursor-zoom-in rounded border border-zinc-200 dark:border-zinc-800"
      />
      <button
        type="button"
        onClick={() => setEnlarged(true)}
        className="mt-1.5 inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
      >
        <Maximize2 className="h-3.5 w-3.5" aria-hidden />
        {t('capture.openScreenshot')}
      </button>
      <Dialog
        open={enlarged}
        onOpenChange={setEnlarged}
        title={t('capture.screenshotTitle')}
        closeLabel={t('capture.closeScreenshot')}
        className="w-[min(96rem,calc(100vw-2rem))] p-4"
      >
        <div className="max-h-[80vh] overflow-auto">
          <img src={objectUrl} width={width} height={height} alt={t('capture.screenshotAlt')} className="h-auto max-w-none" />
        </div>
      </Dialog>
    </>
  );
}
