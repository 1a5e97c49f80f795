import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

const languageOf = (header?: string) => requestLanguage({ headers: { 'accept-language': header } });

describe('requestLanguage', () => {
  it('answers English without a header or with nothing we speak', () => {
    expect(languageOf()).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('de-DE, es;q=0.8')).toBe('en');
    expect(languageOf('*')).toBe('en');
  });

  it('takes a regional variant as its language', () => {
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('FR-ch')).toBe('fr');
    expect(languageOf('en-GB,fr;q=0.9')).toBe('en');
  });

  it('prefers the highest q-value, then the order given', () => {
    expect(languageOf('en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(languageOf('de, fr;q=0.7, en;q=0.3')).toBe('fr');
    expect(languageOf('fr, en')).toBe('fr');
    expect(languageOf('en, fr')).toBe('en');
    expect(languageOf('fr;q=0.6, en;q=0.6')).toBe('fr');
  });

  it('skips languages the caller refuses with q=0', () => {
    expect(languageOf('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageOf('fr;q=0')).toBe('en');
  });
});
