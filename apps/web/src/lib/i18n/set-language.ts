import { STORAGE_KEYS } from '@commentflow/shared';
import { saveItem } from '../storage.ts';
import { i18n } from './i18n.ts';
import type { Language } from './languages.ts';

/** Switches the whole app live and remembers the choice under `language`. */
export async function setLanguage(language: Language): Promise<void> {
  saveItem(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}
