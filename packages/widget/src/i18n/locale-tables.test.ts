import { describe, expect, it } from 'vitest';
import { DE } from './de.ts';
import { FR } from './fr.ts';
import { LANGUAGES } from './language.ts';
import { EN } from './strings.ts';
import { MEMBER_STRINGS } from '../member/member-strings.ts';

const TABLES = { fr: FR, de: DE };
// The app's words, and those that travel with the member bundle (member-strings.ts).
const SETS = [
  { name: 'app', english: EN as Record<string, string>, tables: TABLES as Record<string, Record<string, string>> },
  { name: 'member bundle', english: MEMBER_STRINGS.en, tables: { fr: MEMBER_STRINGS.fr, de: MEMBER_STRINGS.de } },
];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('the widget language tables', () => {
  it('cover every language the settings offer', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual(['en', ...Object.keys(TABLES)].sort());
  });

  for (const { name, english: englishTable, tables } of SETS) {
    for (const [language, table] of Object.entries(tables)) {
      it(`${language} has exactly the English keys (${name})`, () => {
        expect(Object.keys(table).sort()).toEqual(Object.keys(englishTable).sort());
      });

      it(`${language} uses the same placeholders and plural forms as English (${name})`, () => {
        for (const [key, english] of Object.entries(englishTable)) {
          const text = table[key]!;
          expect(text.trim(), key).not.toBe('');
          expect(text.split('|').length, key).toBe(english.split('|').length);
          for (const form of text.split('|')) expect(placeholders(form), key).toEqual(placeholders(english));
        }
      });
    }
  }
});
