import { loadScript } from '../lib/load-script.ts';
import type { Language } from './language.ts';
import { LOCALE_GLOBAL, type LocaleWindow } from './locale-global.ts';
import { EN, type StringKey, type Strings } from './strings.ts';

let current: Language = 'en';
let table: Strings = EN;

export type Params = Record<string, string | number>;
export type Translate = (key: StringKey, params?: Params) => string;

/** The text for `key` in the widget's language, with its `{placeholders}` and plural form filled in. */
export const t: Translate = (key, params = {}) => {
  const forms = table[key].split('|');
  const form = forms.length > 1 && new Intl.PluralRules(current).select(Number(params.count)) !== 'one' ? forms[1]! : forms[0]!;
  return form.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
};

/** Like t(), with elements standing in for placeholders: "Commenting as <strong>Ada</strong>". */
export function tNodes(key: StringKey, nodes: Record<string, Node>): (string | Node)[] {
  return t(key)
    .split(/(\{\w+\})/)
    .map((part) => nodes[part.slice(1, -1)] ?? part)
    .filter((part) => part !== '');
}

export function currentLanguage(): Language {
  return current;
}

/** The whole current table, for the views that take one. */
export function strings(): Strings {
  return table;
}

/**
 * Switches the widget's words, fetching that language's small bundle first (English is built in).
 * A bundle that cannot load leaves the language as it was.
 */
export async function setLanguage(origin: string, language: Language): Promise<void> {
  try {
    const next =
      language === 'en'
        ? EN
        : await loadScript(origin, `widget-locale-${language}.js`, () => (window as LocaleWindow)[LOCALE_GLOBAL]?.[language]);
    current = language;
    table = next;
  } catch (error) {
    console.warn(`CommentFlow: the ${language} texts could not be loaded; the widget stays in its current language.`, error);
  }
}
