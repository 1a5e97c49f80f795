import { useNavigate } from 'react-router';
import type { Member, Role } from '@commentflow/shared';
import { Card } from '../../components/ui/card.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { MemberRow } from './member-row.tsx';
import { useTeamActions } from './use-team.ts';
import { markLeaving, unmarkLeaving } from '../dashboard-shell/left-here.ts';

/** A list of members with role changes, removal and leaving; the team and client access pages share it. */
export function TeamMembers({
  workspaceId,
  members,
  myRole,
  detail,
}: {
  workspaceId: string;
  members: Member[];
  myRole: Role;
  detail?: (member: Member) => React.ReactNode;
}) {
  const { user, refreshWorkspaces } = useAuth();
  const navigate = useNavigate();
  const { setRole, remove } = useTeamActions(workspaceId);
  const error = setRole.error ?? remove.error;

  const onRemove = (member: Member) => {
    const self = member.userId === user?.uid;
    if (self) markLeaving(workspaceId);
    remove.mutate(member.userId, {
      onSuccess: async () => {
        if (!self) return;
        await refreshWorkspaces();
        void navigate('/client/workspaces');
      },
      onError: () => self && unmarkLeaving(workspaceId),
    });
  };

  return (
    <>
      <FormAlert message={error?.message ?? null} />
      <Card className="overflow-hidden">
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              myRole={myRole}
              isMe={member.userId === user?.uid}
              busy={
                (setRole.isPending && setRole.variables?.userId === member.userId) ||
                (remove.isPending && remove.variables === member.userId)
              }
              onRole={(role) =>
                setRole.mutate(
                  { userId: member.userId, role },
                  { onSuccess: () => (member.userId === user?.uid ? void refreshWorkspaces() : undefined) },
                )
              }
              onRemove={() => onRemove(member)}
              detail={detail?.(member)}
            />
          ))}
        </ul>
      </Card>
    </>
  );
}
