import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it("takes the site's choice, then the page's <html lang>, then the browser's, by their base language", () => {
    expect(pickLanguage('fr-CA', 'de', 'en-US')).toBe('fr');
    expect(pickLanguage(null, 'DE-at', 'fr')).toBe('de');
    expect(pickLanguage(undefined, '', 'fr-FR')).toBe('fr');
  });

  it('skips languages the widget does not speak, and falls back to English', () => {
    expect(pickLanguage('es', 'pt-BR', 'de-CH')).toBe('de');
    expect(pickLanguage('es', 'it', 'ja')).toBe('en');
    expect(pickLanguage(null, '', '')).toBe('en');
  });
});
