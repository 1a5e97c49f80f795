// The build's server entry (vite build --ssr): renders a public page to HTML with the same routes and
// components the browser hydrates (docs/adr/018-prerendered-public-pages.md). The build prerenders
// the pages every instance shares (scripts/prerender-site.mjs); the server renders the roadmap, the
// changelog and the API reference per request with its own data (apps/server/src/plugins/page-renderer.ts).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import type { HostContext, Shell } from '@commentflow/shared/rules/contexts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@commentflow/shared/rules/served-html';
import { App } from '../../app.tsx';
import { appRoutes } from '../../routing/app-routes.tsx';
import { matchedModules } from '../../routing/preload-matched-routes.ts';
import { RouteTable } from '../../routing/route-table.tsx';
import { modulePreloadLinks, modulePreloads, type BuiltApp } from './module-preloads.ts';

const hostOf = (shell: Shell | null): HostContext => (shell ? { kind: 'shell', shell } : { kind: 'none' });

/** The modules of the lazy layouts and page `path` draws on `host`, as the build's manifest keys them. */
function modulesOf(routes: RouteObject[], path: string): string[] {
  const modules = matchedModules(matchRoutes(routes, path) ?? []);
  if (modules.includes(undefined))
    throw new Error(`${path} has a lazy page or layout whose module has no name (build/lazy-module-names.ts)`);
  return modules as string[];
}

/**
 * The markup inside #root for `path`, once every lazily loaded page and layout has rendered, and the
 * modules their code is in (the build's manifest keys).
 */
async function renderPage(path: string, host: HostContext, pageData: PageData | null): Promise<{ html: string; modules: string[] }> {
  const routes = appRoutes(host);
  const modules = modulesOf(routes, path);
  // prerender waits for every lazy layout and page to load and render.
  const { prelude } = await prerender(
    <StrictMode>
      <App host={host} pageData={pageData}>
        <StaticRouter location={path}>
          <RouteTable routes={routes} />
        </StaticRouter>
      </App>
    </StrictMode>,
    {
      // Every boundary inline, in document order: React would otherwise move a large one to the end
      // of the page with an inline script to put it back (blocked by the CSP, and unseen by crawlers).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => console.error(error),
    },
  );
  return { html: await new Response(prelude).text(), modules };
}

/** Page data inside a script element: `<` escaped, so no text in it can close the element. */
const dataElement = (pageData: PageData) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(pageData).replace(/</g, '\\u003c')}</script>`;

const ROOT = '<div id="root"></div>';

/**
 * The built index.html (`template`) with `path` of the main site (shell null) or of a shell rendered
 * into its #root, and the data it was rendered with beside it for the browser's hydration. `built`:
 * what the same browser build says of its files, whose files of the page's code its head names for preloading.
 */
export async function renderDocument(
  template: string,
  path: string,
  shell: Shell | null,
  pageData: PageData | null,
  built: BuiltApp,
): Promise<string> {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  const rendered = await renderPage(path, hostOf(shell), pageData);
  // React writes resource hints (the landing picture's preload) ahead of the markup, for a <head> it
  // did not render: they go into index.html's own, where the browser expects them, before the code's.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered.html)![0];
  const markup = rendered.html.slice(hints.length);
  if (!markup.includes('<h1')) throw new Error(`${path} rendered without a heading: a page still loading is not worth serving`);
  const preloads = modulePreloadLinks(modulePreloads(built, rendered.modules, template));
  return template
    .replace('</head>', () => `${hints}${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>${pageData ? dataElement(pageData) : ''}`);
}

/**
 * The `<link rel="modulepreload">` tags of the code of `path` on `host`, for index.html when the
 * browser draws the page itself (sign-in, the dashboard): its layouts', page's and texts' files
 * download beside the app's entry, not once it has run (apps/server/src/plugins/static-files.ts).
 */
export function moduleHints(template: string, path: string, host: HostContext, built: BuiltApp): string {
  return modulePreloadLinks(modulePreloads(built, modulesOf(appRoutes(host), path), template));
}

// The build script (scripts/prerender-site.mjs) takes the list from here: it runs without TypeScript.
export { PRERENDERED, prerenderedFile } from '@commentflow/shared/rules/prerender';
