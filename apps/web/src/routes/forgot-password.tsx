import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { resetErrorText } from '../features/auth/auth-error-text.ts';
import { FormAlert } from '../features/auth/form-alert.tsx';
import { FormHeading } from '../features/auth/form-heading.tsx';
import { authApi } from '../lib/auth/auth-api.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setState('sending');
    try {
      await authApi.requestPasswordReset(email.trim());
      setState('sent');
    } catch (failure) {
      setError(resetErrorText(failure, t));
      setState('idle');
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormHeading title={t('forgot.title')} text={t('forgot.text')} />
      <FormAlert message={error} />
      {state === 'sent' && (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {t('forgot.sent')}
        </p>
      )}
      <Input
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={state === 'sent'}
      />
      <Button type="submit" className="w-full" disabled={state !== 'idle'}>
        {state === 'sending' ? t('forgot.sending') : t('forgot.submit')}
      </Button>
      <Link
        to="/login"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('backToSignIn')}
      </Link>
    </form>
  );
}
