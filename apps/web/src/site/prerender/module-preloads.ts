import type { Manifest } from 'vite';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE } from '../../lib/i18n/languages.ts';

/** Where the build keeps the texts of a language's namespace (lib/i18n/i18n.ts loads `locales/<language>/<namespace>.json`). */
const textsModule = (language: string, namespace: string) => `src/locales/${language}/${namespace}.json`;

/** What the browser build says of its files: Vite's manifest, and the texts each file asks for (build/chunk-texts.ts). */
export interface BuiltApp {
  manifest: Manifest;
  texts: Record<string, string[]>;
}

/**
 * The files of the build a page's code is in, for `<link rel="modulepreload">` in its HTML: each of
 * `modules` (manifest keys: the lazy layouts and page the path matches) with every file it imports,
 * and, in the default language, the first texts when one of those files loads translations and the
 * namespaces of texts their components ask for (i18next loads its fallback language's texts whatever
 * the visitor's language, so they are not fetched for nothing).
 * Files `template` already names (the app's entry and what Vite preloads for it) are left out.
 * Without these the browser learns of them only once the app's entry has run and asked for them,
 * then of the texts only once those have run: two round trips after the first (ADR 031).
 */
export function modulePreloads({ manifest, texts }: BuiltApp, modules: readonly string[], template: string): string[] {
  const files = new Set<string>();
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}: is the web build older than its rendering bundle?`);
    chunks.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const common = textsModule(DEFAULT_LANGUAGE, DEFAULT_NAMESPACE);
  if ([...chunks].some((key) => manifest[key]!.dynamicImports?.includes(common))) visit(common);
  for (const namespace of new Set([...files].flatMap((file) => texts[file] ?? []))) visit(textsModule(DEFAULT_LANGUAGE, namespace));
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

/** The hints for `files`, as Vite writes its own for the entry (crossorigin, like the module scripts that use them). */
export const modulePreloadLinks = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
