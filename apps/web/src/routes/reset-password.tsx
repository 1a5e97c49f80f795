import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@commentflow/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { FormAlert } from '../features/auth/form-alert.tsx';
import { FormHeading } from '../features/auth/form-heading.tsx';
import { validateNewPassword } from '../features/auth/validate-sign-up.ts';
import { ApiError } from '../lib/api-error.ts';
import { authApi } from '../lib/auth/auth-api.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

/** The page the reset e-mail links to: a new password, then straight into the dashboard. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t('reset.incomplete'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    setError(problem && t(`validation.${problem}`, { min: PASSWORD_MIN_LENGTH }));
    if (problem) return;
    setSaving(true);
    try {
      const session = await authApi.confirmPasswordReset({ token, password });
      await completeSignIn(session);
      navigate('/client/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.unexpected'));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormHeading title={t('reset.title')} text={t('reset.text')} />
      <FormAlert message={error} />
      <Input
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Input
        label={t('reset.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={saving || !token}>
        {saving ? t('reset.saving') : t('reset.submit')}
      </Button>
      <Link to="/forgot-password" className="block text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
        {t('newLink')}
      </Link>
    </form>
  );
}
