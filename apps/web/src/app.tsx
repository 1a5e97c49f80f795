import type { ReactNode } from 'react';
import type { HostContext } from '@commentflow/shared/rules/contexts';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { ThemeProvider } from './lib/theme/theme-provider.tsx';
import { HostContextValue } from './site/host-context.ts';

/**
 * Only what every page needs, around the router (the browser's in main.tsx, a static one when the
 * build prerenders a public page); the session, data cache and socket load with the routes that use them.
 */
export function App({ host, children }: { host: HostContext; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <HostContextValue value={host}>
        <ThemeProvider>{children}</ThemeProvider>
      </HostContextValue>
    </AppErrorBoundary>
  );
}
