import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { signUpErrorText } from './auth-error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { validateSignUp, type SignUpFields } from './validate-sign-up.ts';

const DASHBOARD = '/client/dashboard';

/**
 * `returnUrl`: where the OAuth buttons and the sign-in link come back to; the dashboard unless a page
 * (an invitation) says otherwise.
 */
export function SignupForm({ returnUrl = DASHBOARD }: { returnUrl?: string }) {
  const { signUp } = useAuth();
  const [fields, setFields] = useState<SignUpFields>({ displayName: '', email: '', password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof SignUpFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await signUp({ email: fields.email.trim(), password: fields.password, displayName: fields.displayName.trim() });
    } catch (failure) {
      setError(signUpErrorText(failure));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div>
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Create your account</h1>
        <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">Start collecting visual feedback in minutes.</p>
      </div>
      <FormAlert message={error} />
      <Input label="Full name" autoComplete="name" required {...field('displayName')} />
      <Input label="Email" type="email" autoComplete="email" required {...field('email')} />
      <Input label="Password" type="password" autoComplete="new-password" required {...field('password')} />
      <Input label="Confirm password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create account'}
      </Button>
      {/* After sign-up the dashboard (spec §4), or the invitation being accepted. */}
      <ProviderButtons returnUrl={returnUrl} onError={setError} />
      <p className="text-center text-sm text-zinc-500 dark:text-zinc-400">
        Already have an account?{' '}
        <Link to={returnUrl === DASHBOARD ? '/login' : `/login?returnUrl=${encodeURIComponent(returnUrl)}`} className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          Sign in
        </Link>
      </p>
    </form>
  );
}
