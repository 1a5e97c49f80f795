import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useCopyTexts } from '../../lib/i18n/use-copy-texts.ts';
import { cn } from '../../lib/cn.ts';
import { installGuides } from './install-guides.ts';

/** One tab per platform (arrow keys move between them), each with its steps and the code to copy. */
export function InstallTabs({ snippet }: { snippet: string }) {
  const { t } = useTranslation('onboarding');
  const copyTexts = useCopyTexts();
  const guides = installGuides(snippet);
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const guide = guides[active]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -active, End: guides.length - 1 - active };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (active + move + guides.length) % guides.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="flex gap-1 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800"
        onKeyDown={onKeyDown}
      >
        {guides.map((g, index) => (
          <button
            key={g.platform}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`install-tab-${g.platform}`}
            aria-selected={index === active}
            aria-controls="install-panel"
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              index === active
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
            )}
          >
            {g.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="install-panel" aria-labelledby={`install-tab-${guide.platform}`} className="space-y-3 pt-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-600 dark:text-zinc-300">
          {guide.steps.map((step) => (
            <li key={step}>{t(`guides.${guide.platform}.${step}`)}</li>
          ))}
        </ol>
        <div className="overflow-hidden rounded-md border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950">
          <div className="flex items-center justify-between border-b border-zinc-200 px-3 py-1.5 dark:border-zinc-800">
            <span className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{guide.label}</span>
            <CopyButton text={guide.code} label={t('tabs.copy', { platform: guide.label })} texts={copyTexts} />
          </div>
          <pre
            data-testid="install-code"
            className="overflow-x-auto px-3 py-2.5 font-mono text-xs leading-relaxed text-zinc-800 dark:text-zinc-200"
          >
            {guide.code}
          </pre>
        </div>
      </div>
    </div>
  );
}
