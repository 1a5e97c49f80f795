import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { DataExport } from './use-data-export.ts';

/**
 * Where the export stands, in words (docs/product/states.md popup states idle, loading, success, error). Before a
 * request it says what `idle` says: the popup's offer, or nothing where the place already said it.
 */
export function ExportProgress({ dataExport, idle = 'offer' }: { dataExport: DataExport; idle?: 'offer' | 'none' }) {
  const { t } = useTranslation('data-export');
  const { phase, message } = dataExport;
  if (phase === 'idle' || phase === 'loading')
    return idle === 'none' ? null : <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('offer')}</p>;
  if (phase === 'error') {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
        {t('requestFailed')}
      </p>
    );
  }
  const [title, text] =
    phase === 'requested' ? [t('requested'), message] : phase === 'ready' ? [t('ready'), t('readyText')] : [t('failed'), t('tryLater')];
  return (
    <div role="status" className="rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm dark:border-zinc-800 dark:bg-zinc-950">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">{text}</p>
      {phase === 'ready' && (
        <Button size="sm" variant="secondary" className="mt-2" onClick={dataExport.download}>
          <Download className="h-4 w-4" aria-hidden />
          {t('download')}
        </Button>
      )}
    </div>
  );
}
