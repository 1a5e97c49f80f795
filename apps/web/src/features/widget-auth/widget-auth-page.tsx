import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CheckCircle2 } from 'lucide-react';
import { WidgetAuthGrantResponse } from '@commentflow/shared';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { LoginForm } from '../auth/login-form.tsx';
import { handOver } from './hand-over.ts';

type Step = { kind: 'granting' } | { kind: 'done'; name: string } | { kind: 'failed'; message: string };

/**
 * /auth/widget?project=pk_...&origin=https://site: the popup the widget opens so a team member signs
 * in on our origin. Once signed in, the server confirms the origin and membership and issues a token
 * for that project's widget alone, which goes to window.opener only, addressed to that exact origin.
 */
export default function WidgetAuthPage() {
  const { t } = useTranslation('auth');
  const { user, token, loading } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const projectKey = params.get('project') ?? '';
  const origin = params.get('origin') ?? '';
  const [step, setStep] = useState<Step>({ kind: 'granting' });

  useEffect(() => {
    if (!user || !token) return;
    const opener = window.opener as Window | null;
    if (!opener) {
      setStep({ kind: 'failed', message: t('widget.noOpener') });
      return;
    }
    let current = true;
    apiClient.post('/widget-auth/grant', WidgetAuthGrantResponse, { projectKey, origin }).then(
      (grant) => {
        if (!current) return;
        handOver(opener, projectKey, grant);
        setStep({ kind: 'done', name: grant.user.displayName });
        window.close();
      },
      (error: unknown) => {
        if (current) setStep({ kind: 'failed', message: grantErrorText(error, origin, t) });
      },
    );
    return () => {
      current = false;
    };
  }, [user, token, projectKey, origin, t]);

  if (loading) return <Spinner label={t('widget.loadingAccount')} />;
  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans
            t={t}
            i18nKey="widget.signInTo"
            values={{ site: origin || t('widget.yourSite') }}
            components={{ site: <span className="font-medium text-zinc-900 dark:text-zinc-100" /> }}
          />
        </p>
        <LoginForm returnUrl={`${location.pathname}${location.search}`} />
      </div>
    );
  }
  if (step.kind === 'failed') {
    return (
      <div className="space-y-3">
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('widget.failedTitle')}</h1>
        <FormAlert message={step.message} />
      </div>
    );
  }
  if (step.kind === 'done') {
    return (
      <div className="space-y-3 text-center" role="status">
        <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-500" aria-hidden />
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('widget.signedInAs', { name: step.name })}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('widget.closeWindow')}</p>
      </div>
    );
  }
  return <Spinner label={t('widget.signingIn')} />;
}

const GRANT_ERRORS = ['origin-not-allowed', 'not-found', 'validation-failed'];

function grantErrorText(error: unknown, origin: string, t: TFunction<'auth'>): string {
  const code = error instanceof ApiError && error.code && GRANT_ERRORS.includes(error.code) ? error.code : 'other';
  return t(`widget.errors.${code}`, { origin });
}
