import type { Plugin } from 'vite';

/** Where the browser build writes which namespaces of texts each of its JavaScript files asks for. */
export const CHUNK_TEXTS_FILE = '.vite/chunk-texts.json';

/** `useTranslation('ns')` and `useTranslation(['a', 'b'])`: the only ways the app names the texts a component needs. */
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const QUOTED = /'([^']*)'|"([^"]*)"/g;

/** The namespaces a module's source asks for. */
export function namespacesIn(code: string): string[] {
  const found = new Set<string>();
  for (const [, argument] of code.matchAll(USE_TRANSLATION))
    for (const [, single, double] of argument!.matchAll(QUOTED)) found.add((single ?? double)!);
  return [...found];
}

/**
 * Writes `.vite/chunk-texts.json` beside the browser build's manifest: for each JavaScript file, the
 * namespaces of texts its modules ask for (`{ "assets/login-abc.js": ["auth"] }`). A component asks for
 * its namespace only as it renders, after its code has run, so each namespace was a round trip of its
 * own after the page's code; the HTML of a page can name them beside that code instead
 * (site/prerender/module-preloads.ts).
 */
export function chunkTexts(): Plugin {
  let root = '';
  let serverRendering = false;
  const byModule = new Map<string, string[]>();
  return {
    name: 'chunk-texts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // The rendering bundle's build (vite build --ssr) has no manifest for its files.
      serverRendering = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (serverRendering || !id.startsWith(`${root}/src/`) || !code.includes('useTranslation(')) return null;
      const namespaces = namespacesIn(code);
      if (namespaces.length > 0) byModule.set(id, namespaces);
      return null;
    },
    generateBundle(_options, bundle) {
      if (serverRendering) return;
      const texts: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const namespaces = new Set(output.moduleIds.flatMap((id) => byModule.get(id) ?? []));
        if (namespaces.size > 0) texts[output.fileName] = [...namespaces].sort();
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_TEXTS_FILE, source: JSON.stringify(texts) });
    },
  };
}
