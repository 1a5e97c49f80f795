import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CommandPalette } from './command-palette.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button, and Cmd/Ctrl+K from anywhere in the dashboard (docs/product/screens.md, limits.md). */
export function SearchLauncher() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('search')}
        aria-keyshortcuts="Meta+K Control+K"
        className="flex h-9 items-center gap-2 rounded-md border border-zinc-200 px-2.5 text-sm text-zinc-500 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:w-56 dark:border-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-900"
      >
        <Search className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t('searchPlaceholder')}</span>
        <kbd className="ml-auto hidden rounded border border-zinc-200 px-1.5 font-sans text-[11px] sm:inline dark:border-zinc-700">
          {isMac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} />
    </>
  );
}
