import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@commentflow/shared';
import { readItem, saveItem } from '../storage.ts';
import { applyTheme, systemPrefersDark, watchSystemTheme } from './apply-theme.ts';
import { parseTheme, resolveTheme, type Theme } from './resolve-theme.ts';
import { ThemeContext, type ThemeState } from './theme-context.ts';

/** Light, dark or system; 'system' follows the OS preference live (docs/product/states.md). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => parseTheme(readItem(STORAGE_KEYS.theme)));
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => watchSystemTheme(() => setPrefersDark(systemPrefersDark())), []);

  const resolvedTheme = resolveTheme(theme, prefersDark);
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    saveItem(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ theme, resolvedTheme, isDark: resolvedTheme === 'dark', setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
