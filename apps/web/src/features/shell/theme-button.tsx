import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { nextTheme } from '../../lib/theme/resolve-theme.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Spec §2: cycles light -> dark -> system. */
export function ThemeButton() {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useTheme();
  const Icon = ICONS[theme];
  const next = nextTheme(theme);
  const label = t('theme.label', { current: t(`theme.${theme}`), next: t(`theme.${next}`) });
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} data-theme-choice={theme} onClick={() => setTheme(next)}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
