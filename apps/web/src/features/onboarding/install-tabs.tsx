import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { SegmentedControl } from '../../components/ui/segmented-control.tsx';
import { useCopyTexts } from '../../lib/i18n/use-copy-texts.ts';
import { installGuides, type Platform } from './install-guides.ts';

/** One choice per platform (arrow keys move between them), each with its steps and the code to copy. */
export function InstallTabs({ snippet }: { snippet: string }) {
  const { t } = useTranslation('onboarding');
  const copyTexts = useCopyTexts();
  const guides = installGuides(snippet);
  const [platform, setPlatform] = useState<Platform>(guides[0]!.platform);
  const guide = guides.find((g) => g.platform === platform) ?? guides[0]!;

  return (
    <div className="space-y-4">
      <SegmentedControl
        label={t('tabs.label')}
        options={guides.map((g) => ({ value: g.platform, label: g.label }))}
        value={guide.platform}
        onChange={setPlatform}
        controls="install-panel"
      />
      <div id="install-panel" className="space-y-3">
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
