import { Navigate, useLocation } from 'react-router';
import { LoginForm } from '../features/auth/login-form.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { redirectTarget } from '../lib/auth/redirect-target.ts';

export default function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={redirectTarget((location.state as { from?: unknown } | null)?.from)} replace />;
  return <LoginForm />;
}
