import { Navigate, useLocation, useSearchParams } from 'react-router';
import { safeReturnPath } from '@commentflow/shared';
import { LoginForm } from '../features/auth/login-form.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { redirectTarget } from '../lib/auth/redirect-target.ts';

export default function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  // The page they came from (docs/product/states.md): the guard's location state, else a ?returnUrl= of this origin.
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = from ? redirectTarget(from) : safeReturnPath(params.get('returnUrl'));
  if (user) return <Navigate to={target} replace />;
  return <LoginForm returnUrl={target} />;
}
