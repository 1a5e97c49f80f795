// First: it configures zod before any schema is built.
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app.tsx';
import { applyTheme } from './lib/theme/apply-theme.ts';
import { appRoutes } from './routing/app-routes.tsx';
import { preloadMatchedRoutes } from './routing/preload-matched-routes.ts';
import { currentHostContext } from './site/host-context.ts';
import { servedPageData } from './site/page-data.ts';
import { stopRecordingEarlyTap } from './site/early-tap.ts';
import './index.css';

applyTheme();

type Router = ReturnType<typeof createBrowserRouter>;

/** A router whose matched lazy routes are loaded: until then it would render its fallback, not the prerendered page. */
function initialized(router: Router): Promise<Router> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const host = currentHostContext();
const router = createBrowserRouter(appRoutes(host));
// The code of the page's layouts and page downloads at once, now and on every navigation, not each
// after its parent has rendered.
preloadMatchedRoutes(router.state.matches);
router.subscribe((state) => preloadMatchedRoutes(state.matches));
const app = (
  <StrictMode>
    <App host={host} pageData={servedPageData()}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// A public page the build prerendered or the server rendered (docs/adr/018-prerendered-public-pages.md)
// arrives with its HTML: React takes it over instead of drawing it again (a button tapped before that
// is tapped again once hydrated, site/early-tap.ts). Every other page starts from an empty root.
if (root.hasChildNodes())
  void initialized(router).then(() => {
    stopRecordingEarlyTap();
    hydrateRoot(root, app);
  });
else {
  stopRecordingEarlyTap();
  createRoot(root).render(app);
}
