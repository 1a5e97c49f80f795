import { useState } from 'react';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { ShieldAlert, UserPlus } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { InviteForm } from '../features/team/invite-form.tsx';
import { InviteRow } from '../features/team/invite-row.tsx';
import { TeamMembers } from '../features/team/team-members.tsx';
import { useTeam, useTeamActions } from '../features/team/use-team.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { can } from '@commentflow/shared/permissions';

export default function TeamPage() {
  const { t } = useTranslation('team');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const role = currentWorkspace?.role ?? 'client';
  const team = useTeam(workspaceId, can(role, 'team:read'));
  const { resend, revoke } = useTeamActions(workspaceId);
  const [inviting, setInviting] = useState(false);
  const manager = can(role, 'member:manage');

  if (!can(role, 'team:read')) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('clientOnly')} />
      </Card>
    );
  }

  const invites = team.data?.invites.filter((invite) => invite.kind === 'email') ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { workspace: currentWorkspace?.name ?? '' })}
        actions={
          manager && (
            <>
              <ButtonLink to="/client/onboarding">{t('getStarted')}</ButtonLink>
              <ButtonLink to="/client/client-access">{t('clientAccess')}</ButtonLink>
              {!inviting && (
                <Button onClick={() => setInviting(true)}>
                  <UserPlus className="h-4 w-4" aria-hidden />
                  {t('invitePeople')}
                </Button>
              )}
            </>
          )
        }
      />
      {inviting && (
        <Card className="mb-6 p-5">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('inviteByEmail')}</h2>
              <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('inviteByEmailText')}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setInviting(false)}>
              {t('actions.close', { ns: 'common' })}
            </Button>
          </div>
          <InviteForm workspaceId={workspaceId} />
        </Card>
      )}
      {team.isPending ? (
        <PageLoading label={t('loading')} />
      ) : team.isError ? (
        <Card>
          <EmptyState title={t('loadFailed')} description={team.error.message} />
        </Card>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="members-heading" className="space-y-3">
            <h2 id="members-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
              {t('members')} <span className="font-normal text-zinc-500 dark:text-zinc-400">({team.data.members.length})</span>
            </h2>
            <TeamMembers workspaceId={workspaceId} members={team.data.members} myRole={role} />
          </section>
          {manager && (
            <section aria-labelledby="invites-heading" className="space-y-3">
              <h2 id="invites-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
                {t('pendingInvitations')} <span className="font-normal text-zinc-500 dark:text-zinc-400">({invites.length})</span>
              </h2>
              <Card className="overflow-hidden">
                {invites.length === 0 ? (
                  <p className="px-5 py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('noInvitations')}</p>
                ) : (
                  <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                    {invites.map((invite) => (
                      <InviteRow
                        key={invite.id}
                        invite={invite}
                        title={invite.email ?? ''}
                        busy={(resend.isPending && resend.variables === invite.id) || (revoke.isPending && revoke.variables === invite.id)}
                        onResend={() => resend.mutate(invite.id)}
                        onRevoke={() => revoke.mutate(invite.id)}
                      />
                    ))}
                  </ul>
                )}
              </Card>
            </section>
          )}
        </div>
      )}
    </>
  );
}
