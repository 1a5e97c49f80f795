import { STORAGE_KEYS } from '@commentflow/shared';
import { readItem } from '../storage.ts';
import { parseTheme, resolveTheme, type ResolvedTheme } from './resolve-theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  // A public page prerendered at build time has no window: its HTML is theme-neutral (class on <html>).
  return typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches;
}

export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Class strategy on <html>; also run before the first render so the page never flashes light. */
export function applyTheme(resolved: ResolvedTheme = resolveTheme(parseTheme(readItem(STORAGE_KEYS.theme)), systemPrefersDark())) {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}
