import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { safeReturnPath } from '@commentflow/shared';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';

/**
 * /auth/callback/oauth and /auth/sso/{provider}: the server has finished the OAuth exchange and left
 * the session in the refresh cookie; pick it up, then go where the sign-in started.
 */
export default function OAuthCallbackPage() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignIn().then((signedIn) => {
      if (signedIn) navigate(safeReturnPath(params.get('returnUrl')), { replace: true });
      else navigate(`/auth/error?error=oauth-failed${provider ? `&provider=${encodeURIComponent(provider)}` : ''}`, { replace: true });
    });
  }, [completeSignIn, navigate, params, provider]);

  return (
    <div className="flex justify-center py-8">
      <Spinner label="Signing you in" />
    </div>
  );
}
