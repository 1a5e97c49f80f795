import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst, type ResolvedConfig } from 'vite';
import { lazyModuleNames } from './lazy-module-names.ts';

const ROOT = '/app';

/** The plugin's transform of `code` as the module `id` (for the server-rendering build unless `ssr` is false), with Rollup's parser and a resolver of relative paths. */
async function transform(code: string, id = `${ROOT}/src/routing/pages.ts`, ssr = true): Promise<string | null> {
  // The two hooks it has, as Vite calls them (the transform with a plugin context of its own).
  const plugin = lazyModuleNames() as unknown as {
    configResolved(config: Pick<ResolvedConfig, 'root'>): void;
    transform(this: unknown, code: string, id: string, options: { ssr: boolean }): Promise<{ code: string } | null>;
  };
  plugin.configResolved({ root: ROOT });
  const context = {
    parse: (text: string) => parseAst(text),
    resolve: async (specifier: string, importer: string) =>
      specifier.startsWith('.') ? { id: resolve(dirname(importer), specifier), external: false } : { id: specifier, external: true },
  };
  return (await plugin.transform.call(context, code, id, { ssr }))?.code ?? null;
}

describe('lazyModuleNames', () => {
  it('names the module of each lazy loader, its manifest key, whether a `.then` follows the import or not', async () => {
    const code = await transform(
      [
        "export const Page = preloadableLazy(() => import('../routes/docs-page.tsx'));",
        "export const Layout = preloadableLazy(() => import('../features/docs/docs-layout.tsx').then((m) => ({ default: m.DocsLayout })));",
        "export const routes = [{ lazy: () => import('../lib/account-providers.tsx').then((m) => ({ Component: m.default })) }];",
      ].join('\n'),
    );
    const loaders = (await import(`data:text/javascript,${encodeURIComponent(`const preloadableLazy = (load) => load; ${code}`)}`)) as {
      Page: { module?: string };
      Layout: { module?: string };
      routes: { lazy: { module?: string } }[];
    };
    expect(loaders.Page.module).toBe('src/routes/docs-page.tsx');
    expect(loaders.Layout.module).toBe('src/features/docs/docs-layout.tsx');
    expect(loaders.routes[0]!.lazy.module).toBe('src/lib/account-providers.tsx');
  });

  it('leaves alone what is not a lazy loader of a module of the app', async () => {
    for (const code of [
      "const load = (name) => import('./pages/' + name);",
      "const go = (id) => import('./page.tsx');",
      "const chart = () => import('chart-library');",
      "button.onclick = () => { import('./dialog.tsx'); };",
    ])
      expect(await transform(code), code).toBeNull();
    // A library's own code is not the app's.
    expect(await transform("const Page = () => import('./page.js');", '/app/node_modules/lib/index.js')).toBeNull();
    // The browser's bundle never reads the names: they would only add to every visitor's download.
    expect(await transform("const Page = () => import('./page.tsx');", undefined, false)).toBeNull();
  });
});
