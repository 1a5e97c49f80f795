import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_SOURCES, type HostContext, type PageData, type PageDataKind, type Shell } from '@commentflow/shared';

/** The web build's server-rendering bundle (apps/web/src/site/prerender/render-page.tsx). */
interface RenderBundle {
  renderDocument(template: string, path: string, shell: Shell | null, pageData: PageData | null, built: BuiltApp): Promise<string>;
  moduleHints(template: string, path: string, host: HostContext, built: BuiltApp): string;
}

/** Pages kept rendered: each page of each host, a few versions of its data while visitors still ask for them. */
const KEPT = 32;

export type RenderPage = (template: string, path: string, shell: Shell | null, kind: PageDataKind) => Promise<string | null>;
/** index.html with the hints of the page's code in its head; as it is until the rendering bundle has loaded (or without one). */
export type HintPage = (template: string, path: string, host: HostContext) => string;

/** What the web build says of its files (.vite/manifest.json, and .vite/chunk-texts.json: the texts each file asks for). */
interface BuiltApp {
  manifest: object;
  texts: object;
}

interface Loaded {
  loaded: RenderBundle;
  built: BuiltApp;
}

/**
 * The pages drawn from this instance's data (roadmap, changelog, API reference: docs/adr/018-prerendered-public-pages.md),
 * rendered with the build's rendering bundle and the data a signed-out visitor's browser would fetch,
 * asked of this server's own API so it is exactly what the page would show. A render is kept under a
 * hash of its data: a new entry, request, vote or status makes a new key, on every instance alike, and
 * an unchanged page costs one API read and no render. Null when the web build has no rendering bundle.
 * `hintPage`, with the same bundle, names in index.html the files of a page the browser draws itself.
 */
export function pageRenderer(
  app: FastifyInstance,
  bundlePath: string,
  /** The web build's .vite folder: the files of each page's code and texts, which its HTML names for preloading. */
  viteDir: string,
): { renderPage: RenderPage; hintPage: HintPage } {
  let bundle: Promise<Loaded> | null = null;
  let ready: Loaded | null = null;
  const loadBundle = () =>
    (bundle ??= Promise.all([
      import(pathToFileURL(bundlePath).href) as Promise<RenderBundle>,
      ...['manifest.json', 'chunk-texts.json'].map((file) =>
        readFile(join(viteDir, file), 'utf8').then((text) => JSON.parse(text) as object),
      ),
    ]).then(
      ([loaded, manifest, texts]) => (ready = { loaded: loaded as RenderBundle, built: { manifest: manifest!, texts: texts! } }),
      (error: unknown) => {
        bundle = null;
        throw error;
      },
    ));
  // Promises, so visitors arriving together while a page renders share that one render.
  const kept = new Map<string, Promise<string>>();
  const renderPage: RenderPage = async (template, path, shell, kind) => {
    if (!existsSync(bundlePath)) return null;
    const response = await app.inject({ method: 'GET', url: PAGE_DATA_SOURCES[kind] });
    if (response.statusCode !== 200) throw new Error(`${PAGE_DATA_SOURCES[kind]} answered ${response.statusCode}`);
    const key = createHash('sha256')
      .update(JSON.stringify([shell, path, template, response.body]))
      .digest('base64');
    const found = kept.get(key);
    if (found) {
      // Most recently used last: the oldest render goes first.
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const rendering = loadBundle().then(({ loaded, built }) =>
      loaded.renderDocument(template, path, shell, { kind, body: JSON.parse(response.body) }, built),
    );
    kept.set(key, rendering);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    rendering.catch(() => kept.delete(key));
    return rendering;
  };
  // Loading the bundle takes about a second: the pages asked for meanwhile go without their hints
  // rather than wait for it (their code is found as before, once the app's entry has run).
  const hintPage: HintPage = (template, path, host) => {
    if (!ready) {
      if (existsSync(bundlePath))
        loadBundle().catch((error: unknown) => app.log.error({ err: error }, 'loading the rendering bundle failed'));
      return template;
    }
    const { loaded, built } = ready;
    return template.replace('</head>', () => `${loaded.moduleHints(template, path, host, built)}</head>`);
  };
  return { renderPage, hintPage };
}
