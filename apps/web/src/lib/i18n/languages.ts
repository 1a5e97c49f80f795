import { STORAGE_KEYS } from '@commentflow/shared';
import { readItem } from '../storage.ts';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The texts every translated screen uses, loaded first; a feature's own namespace comes with it. */
export const DEFAULT_NAMESPACE = 'common';

/** Each language named in itself, as language pickers show them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export function parseLanguage(value: string | null): Language {
  return LANGUAGES.includes(value as Language) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The language kept in local storage under `language` (docs/product/data.md), English when unset or unknown. */
export function storedLanguage(): Language {
  return parseLanguage(readItem(STORAGE_KEYS.language));
}
