import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteRequest, CreateShareLinkRequest, Role } from '@commentflow/shared';
import { queryKeys } from '../../lib/query-keys.ts';
import { teamApi } from './team-api.ts';

export function useTeam(workspaceId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.team(workspaceId ?? ''),
    queryFn: () => teamApi.team(workspaceId ?? ''),
    enabled: Boolean(workspaceId) && enabled,
  });
}

/** Every change to the team refetches the one team list, so all its views agree. */
export function useTeamActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.team(workspaceId) });
  return {
    invite: useMutation({ mutationFn: (body: CreateInviteRequest) => teamApi.invite(workspaceId, body), onSuccess: refresh }),
    resend: useMutation({ mutationFn: teamApi.resend, onSuccess: refresh }),
    revoke: useMutation({ mutationFn: teamApi.revoke, onSuccess: refresh }),
    setRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: Role }) => teamApi.setRole(workspaceId, userId, role),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (userId: string) => teamApi.remove(workspaceId, userId), onSuccess: refresh }),
    setProjects: useMutation({
      mutationFn: ({ userId, projectIds }: { userId: string; projectIds: string[] }) =>
        teamApi.setProjects(workspaceId, userId, projectIds),
      onSuccess: refresh,
    }),
    shareLink: useMutation({ mutationFn: (body: CreateShareLinkRequest) => teamApi.shareLink(workspaceId, body), onSuccess: refresh }),
  };
}
