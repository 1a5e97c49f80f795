import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { projectsApi } from '../projects/projects-api.ts';

const POLL_MS = 4_000;

/**
 * The workspace's projects, refreshed the moment the server says a widget loaded (`widget-seen`),
 * and polled while some project still waits, in case the socket is down.
 */
export function useLiveProjects(workspaceId: string | undefined) {
  const queryClient = useQueryClient();
  usePageEvent('widget-seen', (payload) => {
    if (payload.workspaceId !== workspaceId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects(payload.workspaceId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.project(payload.projectId) });
  });
  return useQuery({
    queryKey: queryKeys.projects(workspaceId ?? ''),
    queryFn: () => projectsApi.list(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
    select: (data) => data.projects,
    refetchInterval: (query) => (query.state.data?.projects.some((p) => !p.widgetSeenAt) ? POLL_MS : false),
  });
}
