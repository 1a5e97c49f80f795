import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OAUTH_PROVIDER_NAMES, OAuthProviderId } from '@commentflow/shared';
import { oauthErrorText } from '../features/auth/auth-error-text.ts';
import { FormAlert } from '../features/auth/form-alert.tsx';

/** Where a failed OAuth sign-in ends: which provider failed and why, and the way back. */
export default function AuthErrorPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const provider = OAuthProviderId.safeParse(params.get('provider'));
  const name = provider.success ? OAUTH_PROVIDER_NAMES[provider.data] : null;
  return (
    <div className="space-y-5">
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('oauth.title')}</h1>
      <FormAlert message={oauthErrorText(params.get('error'), name, t)} />
      <Link to="/login" className="block text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
        {t('backToSignIn')}
      </Link>
    </div>
  );
}
