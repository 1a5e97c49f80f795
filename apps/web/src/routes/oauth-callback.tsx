import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeReturnPath } from '@commentflow/shared';
import { Spinner } from '../components/ui/spinner.tsx';
import { authApi } from '../lib/auth/auth-api.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

/**
 * /auth/callback/oauth and /auth/sso/{provider}: the server has finished the OAuth exchange and left
 * the session in the refresh cookie; pick it up, sync the profile (docs/product/api.md), then go where the sign-in started.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
  const { provider } = useParams();
  const [params] = useSearchParams();
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignIn().then(async (user) => {
      if (!user) {
        navigate(`/auth/error?error=oauth-failed${provider ? `&provider=${encodeURIComponent(provider)}` : ''}`, { replace: true });
        return;
      }
      if (provider === 'google' || provider === 'github') {
        const profile = { email: user.email, displayName: user.displayName, photoURL: user.photoURL, firebaseUid: user.uid };
        // docs/product/errors.md: a failed social sync is logged and ignored.
        await authApi.socialSync(provider, profile).catch((error: unknown) => console.warn('Profile sync failed', error));
      }
      navigate(safeReturnPath(params.get('returnUrl')), { replace: true });
    });
  }, [completeSignIn, navigate, params, provider]);

  return (
    <div className="flex justify-center py-8">
      <Spinner label={t('oauth.signingIn')} />
    </div>
  );
}
