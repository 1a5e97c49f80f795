import { isLanguage, pickLanguage, type Language } from '../i18n/language.ts';
import { isPosition, type Position } from './options.ts';

/** What a visitor chose in the widget's settings, per project, over the site's defaults. */
export interface SavedSettings {
  language?: Language;
  position?: Position;
}

const storageKey = (projectKey: string) => `commentflow:settings:${projectKey}`;

export function loadSettings(projectKey: string): SavedSettings {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(projectKey)) ?? '{}');
    const { language, position } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    return { ...(isLanguage(language) && { language }), ...(isPosition(position) && { position }) };
  } catch {
    // Blocked or garbled storage: the site's defaults apply.
    return {};
  }
}

export function saveSettings(projectKey: string, settings: SavedSettings): void {
  try {
    localStorage.setItem(storageKey(projectKey), JSON.stringify(settings));
  } catch {
    // See loadSettings: the choice lasts until the page reloads.
  }
}

/** The visitor's own choice, else the site's (data-lang or configure()), the page's, the browser's. */
export function initialLanguage(projectKey: string, requested: string | null): Language {
  return loadSettings(projectKey).language ?? pickLanguage(requested, document.documentElement.lang, navigator.language);
}
