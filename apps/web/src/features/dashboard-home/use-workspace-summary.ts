import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shellQueryKeys } from '../../lib/query-keys.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { summaryApi } from './summary-api.ts';

/** The current workspace's figures (Dashboard home, sidebar badge). */
export function useWorkspaceSummary(workspaceId: string | undefined) {
  return useQuery({
    queryKey: shellQueryKeys.summary(workspaceId ?? ''),
    queryFn: ({ signal }) => summaryApi.get(workspaceId ?? '', signal),
    enabled: Boolean(workspaceId),
    select: (data) => data.summary,
  });
}

/**
 * Any comment change in a workspace makes its summary stale, and so does a widget loading on a site for
 * the first time (the getting-started checklist goes then); mounted once, in the shell.
 */
export function useLiveSummary(): void {
  const queryClient = useQueryClient();
  const refresh = ({ workspaceId }: { workspaceId: string }) =>
    void queryClient.invalidateQueries({ queryKey: shellQueryKeys.summary(workspaceId) });
  usePageEvent('comment-created', refresh);
  usePageEvent('comment-updated', refresh);
  usePageEvent('comment-deleted', refresh);
  usePageEvent('widget-seen', refresh);
}
