import { ShieldAlert } from 'lucide-react';
import type { Invite, Project } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ClientProjects } from '../features/client-access/client-projects.tsx';
import { ShareLinkForm } from '../features/client-access/share-link-form.tsx';
import { useProjects } from '../features/projects/use-projects.ts';
import { InviteForm } from '../features/team/invite-form.tsx';
import { InviteRow } from '../features/team/invite-row.tsx';
import { TeamMembers } from '../features/team/team-members.tsx';
import { useTeam, useTeamActions } from '../features/team/use-team.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
      </div>
      {children}
    </section>
  );
}

const projectNames = (invite: Invite, projects: Project[]) =>
  projects.filter((p) => invite.projectIds.includes(p.id)).map((p) => p.name).join(', ') || 'Deleted project';

export default function ClientAccessPage() {
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const role = currentWorkspace?.role ?? 'client';
  const manager = role === 'owner' || role === 'admin';
  const team = useTeam(workspaceId, manager);
  const projects = useProjects(workspaceId);
  const { resend, revoke } = useTeamActions(workspaceId);

  if (!manager) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title="Client access" description="Only owners and admins share projects with clients." />
      </Card>
    );
  }
  if (team.isPending || projects.isPending) {
    return (
      <div className="flex justify-center py-16 text-zinc-500">
        <Spinner label="Loading client access" />
      </div>
    );
  }
  if (team.isError) {
    return (
      <Card>
        <EmptyState level="h1" title="Could not load client access" description={team.error.message} />
      </Card>
    );
  }

  const allProjects = projects.data ?? [];
  const clients = team.data.members.filter((m) => m.role === 'client');
  const links = team.data.invites.filter((i) => i.kind === 'link');
  const pending = team.data.invites.filter((i) => i.kind === 'email' && i.role === 'client');
  const busy = (id: string) => (resend.isPending && resend.variables === id) || (revoke.isPending && revoke.variables === id);

  return (
    <>
      <PageHeader title="Client access" description="Let clients review their own projects as guests: they see only the projects you share, and can comment and reply." />
      <div className="space-y-8">
        <Section id="invite-client" title="Invite a client" description="An e-mail invitation to chosen projects, valid for 7 days.">
          <Card className="p-5">
            <InviteForm workspaceId={workspaceId} role="client" />
          </Card>
        </Section>

        <Section id="share-links" title="Share links" description="Anyone with a link can sign up and join as a client of that project, until it expires or you revoke it.">
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
                    title={projectNames(link, allProjects)}
                    detail={`Share link · used ${link.useCount} ${link.useCount === 1 ? 'time' : 'times'}`}
                    busy={busy(link.id)}
                    onRevoke={() => revoke.mutate(link.id)}
                  />
                ))}
              </ul>
            </Card>
          )}
        </Section>

        <Section id="clients" title={`Clients (${clients.length})`} description="Change what each client sees, or remove their access.">
          {clients.length === 0 ? (
            <Card>
              <p className="px-5 py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">No clients yet. Invite one or share a link.</p>
            </Card>
          ) : (
            <TeamMembers
              workspaceId={workspaceId}
              members={clients}
              myRole={role}
              detail={(member) => <ClientProjects workspaceId={workspaceId} member={member} projects={allProjects} editable />}
            />
          )}
        </Section>

        {pending.length > 0 && (
          <Section id="pending-clients" title="Pending client invitations" description="Sent but not accepted yet.">
            <Card className="overflow-hidden">
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {pending.map((invite) => (
                  <InviteRow
                    key={invite.id}
                    invite={invite}
                    title={invite.email ?? ''}
                    detail={`Client of ${projectNames(invite, allProjects)}`}
                    busy={busy(invite.id)}
                    onResend={() => resend.mutate(invite.id)}
                    onRevoke={() => revoke.mutate(invite.id)}
                  />
                ))}
              </ul>
            </Card>
          </Section>
        )}
      </div>
    </>
  );
}
