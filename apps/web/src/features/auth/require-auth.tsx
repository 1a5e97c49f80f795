import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** docs/product/screens.md: /client needs a signed-in user; a spinner shows while auth loads. */
export function RequireAuth({ children }: { children: ReactNode }) {
  // The shell's texts: the dashboard it guards needs them next anyway.
  const { t } = useTranslation('shell');
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-zinc-500">
        <Spinner size="lg" label={t('loadingAccount')} />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
