import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/select.tsx';
import { cn } from '../../lib/cn.ts';
import { LANGUAGE_NAMES, LANGUAGES, parseLanguage } from '../../lib/i18n/languages.ts';
import { setLanguage } from '../../lib/i18n/set-language.ts';
import { THEMES } from '../../lib/theme/resolve-theme.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';
import { SettingsCard } from './settings-card.tsx';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Language (stored in `language`, switched live) and theme (stored in `theme`). */
export function AppearanceSettings() {
  const { t, i18n } = useTranslation('settings');
  const { theme, setTheme } = useTheme();
  return (
    <SettingsCard id="settings-appearance" title={t('appearance.title')} description={t('appearance.text')}>
      <div className="space-y-5">
        <Select
          label={t('appearance.language')}
          value={parseLanguage(i18n.language)}
          onChange={(event) => void setLanguage(parseLanguage(event.target.value))}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
        <fieldset>
          <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('appearance.theme')}</legend>
          <div className="mt-1.5 grid grid-cols-3 gap-2">
            {THEMES.map((choice) => {
              const Icon = THEME_ICONS[choice];
              return (
                <label
                  key={choice}
                  className={cn(
                    'flex cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
                    theme === choice
                      ? 'border-indigo-500 bg-indigo-50 text-indigo-700 dark:border-indigo-400 dark:bg-indigo-500/15 dark:text-indigo-200'
                      : 'border-zinc-200 text-zinc-700 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-300 dark:hover:bg-zinc-800/60',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={choice}
                    checked={theme === choice}
                    onChange={() => setTheme(choice)}
                    className="sr-only"
                  />
                  <Icon className="h-4 w-4" aria-hidden />
                  {t(`appearance.themes.${choice}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
    </SettingsCard>
  );
}
