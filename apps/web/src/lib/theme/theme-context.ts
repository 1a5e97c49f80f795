import { createContext } from 'react';
import type { ResolvedTheme, Theme } from './resolve-theme.ts';

export interface ThemeState {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  isDark: boolean;
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);
