import { useContext } from 'react';
import { ThemeContext, type ThemeState } from './theme-context.ts';

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
