import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AnalyticsResponse } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useAnalytics(workspaceId: string | undefined, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.analytics(workspaceId ?? '', from, to),
    queryFn: () => apiClient.get(`/workspaces/${workspaceId}/analytics?${new URLSearchParams({ from, to })}`, AnalyticsResponse),
    enabled: Boolean(workspaceId) && enabled,
    // Switching ranges keeps the old charts on screen until the new figures arrive.
    placeholderData: keepPreviousData,
    select: (data) => data.analytics,
  });
}
