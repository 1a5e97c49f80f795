// First: it configures zod before any schema is built.
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { App } from './app.tsx';
import { applyTheme } from './lib/theme/apply-theme.ts';
import { appRoutes } from './routing/app-routes.tsx';
import { matchedLayoutsLoaded } from './routing/preload-matched-routes.ts';
import { RouteTable } from './routing/route-table.tsx';
import { currentHostContext } from './site/host-context.ts';
import { servedPageData } from './site/page-data.ts';
import { stopRecordingEarlyTap } from './site/early-tap.ts';
import './index.css';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const host = currentHostContext();
const routes = appRoutes(host);
const app = (
  <StrictMode>
    <App host={host} pageData={servedPageData()}>
      <BrowserRouter>
        <RouteTable routes={routes} />
      </BrowserRouter>
    </App>
  </StrictMode>
);
// A public page the build prerendered or the server rendered (docs/adr/018-prerendered-public-pages.md)
// arrives with its HTML: React takes it over instead of drawing it again (a button tapped before that
// is tapped again once hydrated, site/early-tap.ts), once its layouts' code is here (a failed download
// shows in its error boundary). Every other page starts from an empty root.
if (root.hasChildNodes())
  void matchedLayoutsLoaded(matchRoutes(routes, window.location) ?? [])
    .catch(() => undefined)
    .then(() => {
      stopRecordingEarlyTap();
      hydrateRoot(root, app);
    });
else {
  stopRecordingEarlyTap();
  createRoot(root).render(app);
}
