import { describe, expect, it } from 'vitest';
import { DE } from './de.ts';
import { FR } from './fr.ts';
import { LANGUAGES } from './language.ts';
import { EN } from './strings.ts';

const TABLES = { fr: FR, de: DE };
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('the widget language tables', () => {
  it('cover every language the settings offer', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual(['en', ...Object.keys(TABLES)].sort());
  });

  for (const [language, table] of Object.entries(TABLES)) {
    it(`${language} has exactly the English keys`, () => {
      expect(Object.keys(table).sort()).toEqual(Object.keys(EN).sort());
    });

    it(`${language} uses the same placeholders and plural forms as English`, () => {
      for (const [key, english] of Object.entries(EN)) {
        const text = table[key as keyof typeof EN];
        expect(text.trim(), key).not.toBe('');
        expect(text.split('|').length, key).toBe(english.split('|').length);
        for (const form of text.split('|')) expect(placeholders(form), key).toEqual(placeholders(english));
      }
    });
  }
});
