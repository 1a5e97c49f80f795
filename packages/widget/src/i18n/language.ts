/** The widget's languages, each named in itself for the settings menu. */
export const LANGUAGES = { en: 'English', fr: 'Français', de: 'Deutsch' } as const;
export type Language = keyof typeof LANGUAGES;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/**
 * The first language we speak among: the one the site asked for ("fr", "de-AT"), the page's own
 * <html lang>, the visitor's browser; else English.
 */
export function pickLanguage(...candidates: (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
