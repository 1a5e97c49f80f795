// The build's server entry (vite build --ssr): renders a public page of the main site to HTML with
// the same routes and components the browser hydrates (docs/adr/018-prerendered-public-pages.md).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { HostContext } from '@commentflow/shared/rules/contexts';
import { App } from '../../app.tsx';
import { appRoutes } from '../../routing/app-routes.tsx';

const MAIN_SITE: HostContext = { kind: 'none' };

/** The markup inside #root for `path`, once every lazily loaded page and layout has rendered. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes(MAIN_SITE));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: only pages are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App host={MAIN_SITE}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    {
      // Every boundary inline, in document order: React would otherwise move a large one to the end
      // of the page with an inline script to put it back (blocked by the CSP, and unseen by crawlers).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => console.error(error),
    },
  );
  return new Response(prelude).text();
}

// The build script (scripts/prerender-site.mjs) takes the list from here: it runs without TypeScript.
export { PRERENDERED_PAGES, prerenderedFile } from '@commentflow/shared/rules/prerender';
