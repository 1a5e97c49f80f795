import type { Language } from './language.ts';
import type { Strings } from './strings.ts';

// The contract between widget-app.js and the language bundles (widget-locale-<lang>.js): each puts its
// table here when it runs; translate.ts waits for it.
export const LOCALE_GLOBAL = '__commentflowLocales';

export type LocaleWindow = Window & { [LOCALE_GLOBAL]?: Partial<Record<Language, Strings>> };

/** A language bundle's table, registered for the app when it runs in a page (tests only import it). */
export function defineLocale(language: Language, strings: Strings): Strings {
  if (typeof window !== 'undefined') {
    const win = window as LocaleWindow;
    win[LOCALE_GLOBAL] = { ...win[LOCALE_GLOBAL], [language]: strings };
  }
  return strings;
}
