import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { nextTheme, type Theme } from '../../lib/theme/resolve-theme.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const NAMES: Record<Theme, string> = { light: 'light', dark: 'dark', system: 'system' };

/** Spec §2: cycles light -> dark -> system. */
export function ThemeButton() {
  const { theme, setTheme } = useTheme();
  const Icon = ICONS[theme];
  const next = nextTheme(theme);
  return (
    <Button variant="ghost" size="icon" aria-label={`Theme: ${NAMES[theme]}. Switch to ${NAMES[next]}`} title={`Theme: ${NAMES[theme]}`} onClick={() => setTheme(next)}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
