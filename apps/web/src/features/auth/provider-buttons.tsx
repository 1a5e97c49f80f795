import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OAUTH_PROVIDER_IDS, OAUTH_PROVIDER_NAMES, safeReturnPath, type OAuthProviderId } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { authApi } from '../../lib/auth/auth-api.ts';
import { ProviderLogo } from './provider-logo.tsx';

interface ProviderButtonsProps {
  /** Where the browser returns after signing in: a path of this app. */
  returnUrl: string;
  /** Shows the spec's 'Failed to sign in with X' where the form shows its errors. */
  onError: (message: string) => void;
}

const PROVIDERS_QUERY = { queryKey: ['auth', 'providers'], queryFn: authApi.providers };

/** The five OAuth sign-ins (docs/product/screens.md). Sign-in is a browser redirect, never an XHR (docs/product/api.md). */
export function ProviderButtons({ returnUrl, onError }: ProviderButtonsProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  // Fetched as the form shows, so a click rarely waits for it.
  useQuery({ ...PROVIDERS_QUERY, staleTime: Infinity });

  const start = async (id: OAuthProviderId) => {
    // A click before the list arrived waits for it rather than taking "not loaded" for "not configured".
    const list = await queryClient.ensureQueryData(PROVIDERS_QUERY).catch(() => null);
    const configured = list?.providers.find((provider) => provider.id === id)?.configured;
    if (!configured) {
      onError(t('providers.failed', { provider: OAUTH_PROVIDER_NAMES[id] }));
      return;
    }
    window.location.assign(`/api/auth/${id}/login?returnUrl=${encodeURIComponent(safeReturnPath(returnUrl))}`);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-zinc-400 dark:text-zinc-500">
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
        {t('providers.or')}
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {OAUTH_PROVIDER_IDS.map((id) => (
          <Button key={id} variant="secondary" className="justify-center gap-2" onClick={() => void start(id)}>
            <ProviderLogo provider={id} />
            {OAUTH_PROVIDER_NAMES[id]}
          </Button>
        ))}
      </div>
    </div>
  );
}
