import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useCopyTexts } from '../../lib/i18n/use-copy-texts.ts';

/** The one tag a site includes, ready to copy. */
export function InstallSnippet({ snippet }: { snippet: string }) {
  const { t } = useTranslation('projects');
  const copyTexts = useCopyTexts();
  return (
    <div className="overflow-hidden rounded-md border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex items-center justify-between border-b border-zinc-200 px-3 py-1.5 dark:border-zinc-800">
        <span className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('snippet.label')}</span>
        <CopyButton text={snippet} label={t('snippet.copy')} texts={copyTexts} />
      </div>
      <pre
        data-testid="install-snippet"
        className="px-3 py-2.5 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-zinc-800 dark:text-zinc-200"
      >
        {snippet}
      </pre>
    </div>
  );
}
