/** The languages the API words its error messages in; English is the default. */
export const API_LANGUAGES = ['en', 'fr'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

const isApiLanguage = (value: string | undefined): value is ApiLanguage => API_LANGUAGES.includes(value as ApiLanguage);

/**
 * The caller's language from its Accept-Language header: the supported language it ranks highest
 * (by q-value, then by order), a regional variant counting as its language ("fr-CA" is French).
 * No header, or nothing we speak, answers English, as the API always has.
 */
export function requestLanguage(request: { headers: { 'accept-language'?: string | undefined } }): ApiLanguage {
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    // Array.prototype.sort is stable: equal q-values keep the caller's order.
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isApiLanguage) ?? 'en';
}
