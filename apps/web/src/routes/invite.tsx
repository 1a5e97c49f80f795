import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleAlert, UsersRound } from 'lucide-react';
import type { InvitePreviewResponse } from '@commentflow/shared';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { FormAlert } from '../features/auth/form-alert.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { SignupForm } from '../features/auth/signup-form.tsx';
import { rememberPendingInvite, takePendingInvite } from '../features/team/pending-invite.ts';
import { teamApi } from '../features/team/team-api.ts';
import { roleLabel } from '../features/workspaces/plan-label.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { toast } from '../lib/toast/toast.ts';

type Preview = InvitePreviewResponse['invite'];

function Summary({ invite }: { invite: Preview }) {
  const { t } = useTranslation('team');
  const role = roleLabel(invite.role).toLowerCase();
  const invited = invite.invitedByName ? t('accept.invitedBy', { name: invite.invitedByName, role }) : t('accept.invited', { role });
  return (
    <div className="mb-6 text-center">
      <span
        aria-hidden
        className="mx-auto mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
      >
        <UsersRound className="h-5 w-5" />
      </span>
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('accept.join', { workspace: invite.workspaceName })}</h1>
      <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">
        {invite.projectNames.length > 0
          ? t('accept.toProjects', { text: invited, projects: invite.projectNames.join(', ') })
          : t('accept.sentence', { text: invited })}
      </p>
      {invite.email && <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{t('accept.forEmail', { email: invite.email })}</p>}
    </div>
  );
}

/**
 * The link of an invitation e-mail or a share link: accept when signed in, else sign up or sign in
 * first (password or OAuth), after which the invitation is accepted on its own.
 */
export default function InvitePage() {
  const { t } = useTranslation('team');
  const { token = '' } = useParams();
  const { user, loading, signOut, refreshWorkspaces, setCurrentWorkspace } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'signup' | 'signin'>('signup');
  const preview = useQuery({
    queryKey: queryKeys.invitePreview(token),
    queryFn: () => teamApi.preview(token),
    retry: false,
    select: (data) => data.invite,
  });
  const accept = useMutation({
    mutationFn: () => teamApi.accept(token),
    onSuccess: async ({ workspace }) => {
      await refreshWorkspaces();
      setCurrentWorkspace(workspace);
      toast({ variant: 'success', title: t('accept.joined', { workspace: workspace.name }) });
      void navigate(workspace.role === 'client' ? '/client/comments' : '/client/dashboard', { replace: true });
    },
  });
  const invite = preview.data;
  const wrongAccount = Boolean(user && invite?.email && invite.email !== user.email.toLowerCase());
  const signedOut = !loading && !user && invite !== undefined;
  const { mutate, isIdle } = accept;
  useEffect(() => {
    if (signedOut) rememberPendingInvite(token);
  }, [signedOut, token]);
  useEffect(() => {
    if (user && invite && !wrongAccount && isIdle && takePendingInvite(token)) mutate();
  }, [user, invite, wrongAccount, isIdle, mutate, token]);

  if (preview.isError) {
    return (
      <div className="text-center">
        <CircleAlert className="mx-auto mb-3 h-8 w-8 text-amber-500" aria-hidden />
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('accept.unusable')}</h1>
        <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">{preview.error.message}</p>
        <Link
          to={user ? '/client/dashboard' : '/login'}
          className="mt-5 inline-block text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
        >
          {user ? t('accept.toDashboard') : t('accept.signIn')}
        </Link>
      </div>
    );
  }

  if (loading || !invite) {
    return (
      <div className="flex justify-center py-8 text-zinc-500">
        <Spinner label={t('accept.loading')} />
      </div>
    );
  }
  if (!user) {
    return (
      <>
        <Summary invite={invite} />
        <p className="mb-5 text-center text-sm text-zinc-600 dark:text-zinc-300">
          {mode === 'signup' ? t('accept.createToAccept') : t('accept.signInToAccept')}{' '}
          <button
            type="button"
            className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
            onClick={() => setMode(mode === 'signup' ? 'signin' : 'signup')}
          >
            {mode === 'signup' ? t('accept.haveAccount') : t('accept.createInstead')}
          </button>
        </p>
        <div className="border-t border-zinc-200 pt-5 dark:border-zinc-800">
          {/* An e-mail invitation is for one address: both forms start with it (a share link has none). */}
          {mode === 'signup' ? (
            <SignupForm returnUrl={`/invite/${token}`} email={invite?.email ?? ''} />
          ) : (
            <LoginForm returnUrl={`/invite/${token}`} email={invite?.email ?? ''} />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <Summary invite={invite} />
      {wrongAccount ? (
        <div className="space-y-4">
          <FormAlert message={t('accept.wrongAccount', { invited: invite.email, current: user.email })} />
          <Button variant="secondary" className="w-full" onClick={() => void signOut()}>
            {t('accept.signOut')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <FormAlert message={accept.error?.message ?? null} />
          <Button className="w-full" busy={accept.isPending} onClick={() => accept.mutate()}>
            {t('accept.accept')}
          </Button>
          <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">{t('accept.signedInAs', { email: user.email })}</p>
        </div>
      )}
    </>
  );
}
