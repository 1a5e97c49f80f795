import { Monitor, Moon, Sun } from 'lucide-react';
import { nextTheme, type Theme } from '../lib/theme/resolve-theme.ts';
import { useTheme } from '../lib/theme/use-theme.ts';
import { useHydrated } from '../site/use-hydrated.ts';
import { Button } from './ui/button.tsx';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

const englishLabel = (current: Theme, next: Theme) => `Theme: ${current}. Switch to ${next}`;

/** docs/product/screens.md: cycles light -> dark -> system. The public site says so in English; the dashboard in its language. */
export function ThemeCycleButton({ label = englishLabel }: { label?: (current: Theme, next: Theme) => string }) {
  const { theme: chosen, setTheme } = useTheme();
  // A prerendered page cannot know the stored choice: it shows 'system' until the browser has taken it over.
  const theme = useHydrated() ? chosen : 'system';
  const Icon = ICONS[theme];
  const next = nextTheme(theme);
  const text = label(theme, next);
  return (
    <Button variant="ghost" size="icon" aria-label={text} title={text} data-theme-choice={theme} onClick={() => setTheme(next)}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
