import type { Language } from '../i18n/language.ts';

/**
 * The loader's launcher names itself in the widget's language before the app and its string tables
 * arrive: each is that language's `addComment` (launcher-label.test.ts keeps them equal).
 */
export const LAUNCHER_LABELS: Record<Language, string> = {
  en: 'Add a comment (C)',
  fr: 'Ajouter un commentaire (C)',
  de: 'Kommentar hinzufügen (C)',
};
