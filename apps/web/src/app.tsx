import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { ThemeProvider } from './lib/theme/theme-provider.tsx';
import { router } from './router.tsx';

/** Only what every page needs; the session, data cache and socket load with the routes that use them (router.tsx). */
export function App() {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
