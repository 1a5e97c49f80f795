export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** A stored value, or the default 'system' when absent or unknown (docs/product/data.md). */
export function parseTheme(stored: string | null): Theme {
  return THEMES.includes(stored as Theme) ? (stored as Theme) : 'system';
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** The dashboard's theme button cycles light -> dark -> system (docs/product/screens.md). */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
}
