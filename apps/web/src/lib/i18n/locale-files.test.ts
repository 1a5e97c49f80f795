import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const files = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

/** language -> namespace -> texts */
const byLanguage = new Map<string, Map<string, unknown>>();
for (const [path, texts] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  if (!byLanguage.has(language)) byLanguage.set(language, new Map());
  byLanguage.get(language)?.set(namespace, texts);
}

/** Every key path of a nested texts object, with the placeholders its text uses. */
function keys(texts: unknown, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
    else Object.assign(out, keys(value, path));
  }
  return out;
}

const namespaces = [...(byLanguage.get('en')?.keys() ?? [])].sort();

describe('locale files', () => {
  it('exist in every language for every namespace', () => {
    expect(namespaces).toContain('common');
    for (const language of LANGUAGES) expect([...(byLanguage.get(language)?.keys() ?? [])].sort()).toEqual(namespaces);
  });

  it.each(namespaces)('%s has the same keys and placeholders in every language', (namespace) => {
    const english = keys(byLanguage.get('en')?.get(namespace));
    for (const language of LANGUAGES) expect(keys(byLanguage.get(language)?.get(namespace))).toEqual(english);
  });
});
