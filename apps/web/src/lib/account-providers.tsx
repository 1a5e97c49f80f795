import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthProvider } from './auth/auth-provider.tsx';
// Translations are for the signed-in app; the public site's first load does without them.
import './i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { usePageData } from '../site/page-data.ts';
import { seedPageData } from './seed-page-data.ts';

/**
 * Data cache and session for the sign-in screens and the dashboard. A layout route loaded lazily,
 * so the public site's first load carries neither.
 */
export default function AccountProviders() {
  const pageData = usePageData();
  const [queryClient] = useState(() => seedPageData(createQueryClient(), pageData));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
