import type { ReactNode } from 'react';
import type { HostContext } from '@commentflow/shared/rules/contexts';
import type { PageData } from '@commentflow/shared/rules/served-html';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { ThemeProvider } from './lib/theme/theme-provider.tsx';
import { HostContextValue } from './site/host-context.ts';
import { PageDataContext } from './site/page-data.ts';

/**
 * Only what every page needs, around the router (the browser's in main.tsx, a static one when the
 * build prerenders a public page); the session, data cache and socket load with the routes that use them.
 * `pageData`: what the server rendered the page with, if it rendered it with this instance's data.
 */
export function App({ host, pageData = null, children }: { host: HostContext; pageData?: PageData | null; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <HostContextValue value={host}>
        <PageDataContext value={pageData}>
          <ThemeProvider>{children}</ThemeProvider>
        </PageDataContext>
      </HostContextValue>
    </AppErrorBoundary>
  );
}
