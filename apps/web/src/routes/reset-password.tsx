import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { FormAlert } from '../features/auth/form-alert.tsx';
import { validateNewPassword } from '../features/auth/validate-sign-up.ts';
import { ApiError } from '../lib/api-error.ts';
import { authApi } from '../lib/auth/auth-api.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

/** The page the reset e-mail links to: a new password, then straight into the dashboard. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : 'This reset link is incomplete. Ask for a new one.');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const session = await authApi.confirmPasswordReset({ token, password });
      await completeSignIn(session);
      navigate('/client/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'An unexpected error occurred');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div>
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Choose a new password</h1>
        <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">Other devices signed in to your account will be signed out.</p>
      </div>
      <FormAlert message={error} />
      <Input label="New password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Input label="Confirm password" type="password" autoComplete="new-password" required value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
      <Button type="submit" className="w-full" disabled={saving || !token}>
        {saving ? 'Saving...' : 'Set new password'}
      </Button>
      <Link to="/forgot-password" className="block text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
        Ask for a new link
      </Link>
    </form>
  );
}
