import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@commentflow/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { signUpErrorText } from './auth-error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { FormHeading } from './form-heading.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { validateSignUp, type SignUpFields } from './validate-sign-up.ts';

const DASHBOARD = '/client/dashboard';

/**
 * `returnUrl`: where the OAuth buttons and the sign-in link come back to; the dashboard unless a page
 * (an invitation) says otherwise.
 */
export function SignupForm({ returnUrl = DASHBOARD, email = '' }: { returnUrl?: string; email?: string }) {
  const { t } = useTranslation('auth');
  const { signUp } = useAuth();
  const [fields, setFields] = useState<SignUpFields>({ displayName: '', email, password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof SignUpFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    setError(problem && t(`validation.${problem}`, { min: PASSWORD_MIN_LENGTH }));
    if (problem) return;
    setSubmitting(true);
    try {
      await signUp({ email: fields.email.trim(), password: fields.password, displayName: fields.displayName.trim() });
    } catch (failure) {
      setError(signUpErrorText(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormHeading title={t('signup.title')} text={t('signup.text')} />
      <FormAlert message={error} />
      <Input label={t('signup.name')} autoComplete="name" required {...field('displayName')} />
      <Input label={t('signup.email')} type="email" autoComplete="email" required {...field('email')} />
      <Input label={t('signup.password')} type="password" autoComplete="new-password" required {...field('password')} />
      <Input label={t('signup.confirm')} type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
      {/* After sign-up the dashboard (docs/product/states.md), or the invitation being accepted. */}
      <ProviderButtons returnUrl={returnUrl} onError={setError} />
      <p className="text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t('signup.haveAccount')}{' '}
        <Link
          to={returnUrl === DASHBOARD ? '/login' : `/login?returnUrl=${encodeURIComponent(returnUrl)}`}
          className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
        >
          {t('signup.signIn')}
        </Link>
      </p>
    </form>
  );
}
