import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { Invite, Project } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { PageSection } from '../components/page-section.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ClientProjects } from '../features/client-access/client-projects.tsx';
import { ShareLinkForm } from '../features/client-access/share-link-form.tsx';
import { useProjects } from '../features/projects/use-projects.ts';
import { InviteForm } from '../features/team/invite-form.tsx';
import { InviteRow } from '../features/team/invite-row.tsx';
import { TeamMembers } from '../features/team/team-members.tsx';
import { useTeam, useTeamActions } from '../features/team/use-team.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { can } from '@commentflow/shared/permissions';

/** The invite's project names; empty when every one of them was deleted. */
const projectNames = (invite: Invite, projects: Project[]) =>
  projects
    .filter((p) => invite.projectIds.includes(p.id))
    .map((p) => p.name)
    .join(', ');

export default function ClientAccessPage() {
  const { t } = useTranslation('client-access');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const role = currentWorkspace?.role ?? 'client';
  const manager = can(role, 'member:manage');
  const team = useTeam(workspaceId, manager);
  const projects = useProjects(workspaceId);
  const { resend, revoke } = useTeamActions(workspaceId);

  if (!manager) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('managersOnly')} />
      </Card>
    );
  }
  if (team.isPending || projects.isPending) {
    return <PageLoading label={t('loading')} />;
  }
  if (team.isError) {
    return (
      <Card>
        <EmptyState level="h1" title={t('loadFailed')} description={team.error.message} />
      </Card>
    );
  }

  const allProjects = projects.data ?? [];
  const clients = team.data.members.filter((m) => m.role === 'client');
  const links = team.data.invites.filter((i) => i.kind === 'link');
  const pending = team.data.invites.filter((i) => i.kind === 'email' && i.role === 'client');
  const namesOf = (invite: Invite) => projectNames(invite, allProjects) || t('deletedProject');
  const busy = (id: string) => (resend.isPending && resend.variables === id) || (revoke.isPending && revoke.variables === id);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-8">
        <PageSection id="invite-client" title={t('invite.title')} description={t('invite.text')}>
          <Card className="p-5">
            <InviteForm workspaceId={workspaceId} role="client" />
          </Card>
        </PageSection>

        <PageSection id="share-links" title={t('links.title')} description={t('links.text')}>
          <Card className="p-5">
            <ShareLinkForm workspaceId={workspaceId} projects={allProjects} />
          </Card>
          {links.length > 0 && (
            <Card className="overflow-hidden">
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {links.map((link) => (
                  <InviteRow
                    key={link.id}
                    invite={link}
                    title={namesOf(link)}
                    detail={t('links.used', { count: link.useCount })}
                    busy={busy(link.id)}
                    onRevoke={() => revoke.mutate(link.id)}
                  />
                ))}
              </ul>
            </Card>
          )}
        </PageSection>

        <PageSection id="clients" title={t('clients.title', { count: clients.length })} description={t('clients.text')}>
          {clients.length === 0 ? (
            <Card>
              <p className="px-5 py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('clients.empty')}</p>
            </Card>
          ) : (
            <TeamMembers
              workspaceId={workspaceId}
              members={clients}
              myRole={role}
              detail={(member) => <ClientProjects workspaceId={workspaceId} member={member} projects={allProjects} editable />}
            />
          )}
        </PageSection>

        {pending.length > 0 && (
          <PageSection id="pending-clients" title={t('pending.title')} description={t('pending.text')}>
            <Card className="overflow-hidden">
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {pending.map((invite) => (
                  <InviteRow
                    key={invite.id}
                    invite={invite}
                    title={invite.email ?? ''}
                    detail={t('pending.clientOf', { projects: namesOf(invite) })}
                    busy={busy(invite.id)}
                    onResend={() => resend.mutate(invite.id)}
                    onRevoke={() => revoke.mutate(invite.id)}
                  />
                ))}
              </ul>
            </Card>
          </PageSection>
        )}
      </div>
    </>
  );
}
