import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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
 * in on our origin. Once signed in, the server confirms the origin and membership, and the token goes
 * to window.opener only, addressed to that exact origin.
 */
export default function WidgetAuthPage() {
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
      setStep({ kind: 'failed', message: 'Open this window from the CommentFlow widget on your site.' });
      return;
    }
    let current = true;
    apiClient.post('/widget-auth/grant', WidgetAuthGrantResponse, { projectKey, origin }).then(
      (grant) => {
        if (!current) return;
        handOver(opener, projectKey, token, grant);
        setStep({ kind: 'done', name: grant.user.displayName });
        window.close();
      },
      (error: unknown) => {
        if (current) setStep({ kind: 'failed', message: grantErrorText(error, origin) });
      },
    );
    return () => {
      current = false;
    };
  }, [user, token, projectKey, origin]);

  if (loading) return <Spinner label="Loading your account" />;
  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Sign in to comment on <span className="font-medium text-zinc-900 dark:text-zinc-100">{origin || 'your site'}</span> as a team member.
        </p>
        <LoginForm returnUrl={`${location.pathname}${location.search}`} />
      </div>
    );
  }
  if (step.kind === 'failed') {
    return (
      <div className="space-y-3">
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Could not sign in the widget</h1>
        <FormAlert message={step.message} />
      </div>
    );
  }
  if (step.kind === 'done') {
    return (
      <div className="space-y-3 text-center" role="status">
        <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-500" aria-hidden />
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Signed in as {step.name}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">You can close this window and go back to your site.</p>
      </div>
    );
  }
  return <Spinner label="Signing in the widget" />;
}

function grantErrorText(error: unknown, origin: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'origin-not-allowed') return `${origin} is not an allowed origin of this project. Add it in the project's settings.`;
    if (error.code === 'not-found') return 'This project does not exist, or your account is not a member of its workspace.';
    if (error.code === 'validation-failed') return 'This sign-in link is incomplete. Open it again from the widget.';
  }
  return 'Something went wrong. Try again from the widget.';
}
