import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { AuthProvider } from './lib/auth/auth-provider.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { SocketProvider } from './lib/socket/socket-provider.tsx';
import { ThemeProvider } from './lib/theme/theme-provider.tsx';
import { router } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <SocketProvider>
              <RouterProvider router={router} />
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            </SocketProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
