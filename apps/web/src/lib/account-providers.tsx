import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AuthProvider } from './auth/auth-provider.tsx';
import { createQueryClient } from './query-client.ts';

/**
 * Data cache and session for the sign-in screens and the dashboard. A layout route loaded lazily,
 * so the public site's first load carries neither.
 */
export default function AccountProviders() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
