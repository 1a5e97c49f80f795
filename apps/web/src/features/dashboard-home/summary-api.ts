import { WorkspaceSummaryResponse } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const summaryApi = {
  get: (workspaceId: string, signal?: AbortSignal) =>
    apiClient.get(`/workspaces/${workspaceId}/summary`, WorkspaceSummaryResponse, signal ? { signal } : {}),
};
