// First: it configures zod before any schema is built.
import './lib/zod-without-eval.ts';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app.tsx';
import { applyTheme } from './lib/theme/apply-theme.ts';
import { appRoutes } from './routing/app-routes.tsx';
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

/** Runs `then` after the first commit of the tree it is in: for a hydrated page, once React answers its taps. */
function AfterFirstCommit({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const host = currentHostContext();
const router = createBrowserRouter(appRoutes(host));
const app = (afterFirstCommit: ReactNode = null) => (
  <StrictMode>
    <App host={host} pageData={servedPageData()}>
      <RouterProvider router={router} />
      {afterFirstCommit}
    </App>
  </StrictMode>
);
// A public page the build prerendered or the server rendered (docs/adr/018-prerendered-public-pages.md)
// arrives with its HTML: React takes it over instead of drawing it again, and a button tapped before
// that is tapped again once it answers. Every other page starts from an empty root.
if (root.hasChildNodes())
  void initialized(router).then(() => {
    const replayEarlyTap = stopRecordingEarlyTap();
    hydrateRoot(root, app(<AfterFirstCommit then={replayEarlyTap} />));
  });
else {
  stopRecordingEarlyTap();
  createRoot(root).render(app());
}
