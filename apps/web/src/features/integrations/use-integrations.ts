import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectIntegrationRequest, TicketListResponse, UpdateIntegrationRequest } from '@commentflow/shared';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { integrationsApi } from './integrations-api.ts';

export function useIntegrations(workspaceId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.integrations(workspaceId ?? ''),
    queryFn: () => integrationsApi.list(workspaceId ?? ''),
    enabled: Boolean(workspaceId) && enabled,
  });
}

/** Connecting, changing and disconnecting refetch the one list, so the catalogue and pickers agree. */
export function useIntegrationActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations(workspaceId) });
  return {
    connect: useMutation({
      mutationFn: (body: ConnectIntegrationRequest) => integrationsApi.connect(workspaceId, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateIntegrationRequest }) => integrationsApi.update(id, body),
      onSuccess: refresh,
    }),
    disconnect: useMutation({ mutationFn: integrationsApi.disconnect, onSuccess: refresh }),
  };
}

/** A thread's tickets, kept live by `ticket-updated`. */
export function useTickets(commentId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  usePageEvent('ticket-updated', ({ ticket }) => {
    if (ticket.commentId !== commentId) return;
    queryClient.setQueryData<TicketListResponse>(queryKeys.tickets(commentId), (current) => {
      const others = (current?.tickets ?? []).filter((existing) => existing.id !== ticket.id);
      return { tickets: [...others, ticket].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
    });
  });
  return useQuery({ queryKey: queryKeys.tickets(commentId), queryFn: () => integrationsApi.tickets(commentId), enabled });
}
