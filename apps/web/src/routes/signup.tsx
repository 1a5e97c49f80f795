import { Navigate } from 'react-router';
import { SignupForm } from '../features/auth/signup-form.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';

export default function SignupPage() {
  const { user } = useAuth();
  // docs/product/states.md: after sign-up always the dashboard.
  if (user) return <Navigate to="/client/dashboard" replace />;
  return <SignupForm />;
}
