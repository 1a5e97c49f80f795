import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { signInErrorText } from './auth-error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { FormHeading } from './form-heading.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

/** `returnUrl`: where the OAuth buttons come back to; e-mail sign-in is redirected by the page. */
export function LoginForm({ returnUrl, email: invitedEmail = '' }: { returnUrl: string; email?: string }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await signIn(email, password);
    } catch (failure) {
      setError(signInErrorText(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormHeading title={t('login.title')} text={t('login.text')} />
      <FormAlert message={error} />
      <Input label={t('login.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Input
        id="login-password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        trailing={
          // Named without the word "password" so the field keeps the only "Password" label.
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8"
            aria-label={showPassword ? t('login.hide') : t('login.show')}
            aria-controls="login-password"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
          </Button>
        }
      />
      <div className="-mt-2 flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <ProviderButtons returnUrl={returnUrl} onError={setError} />
      <p className="text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          {t('login.signUp')}
        </Link>
      </p>
    </form>
  );
}
