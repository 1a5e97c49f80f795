import { useQuery } from '@tanstack/react-query';
import {
  AcknowledgeResponse,
  RequestExportResponse,
  RETENTION_POLL_MS,
  RETENTION_PROVIDER_REFRESH_MS,
  RetentionConfig,
  RetentionStatus,
  STORAGE_KEYS,
  type AcknowledgeRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';
import { readItem } from '../../lib/storage.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

export const retentionKeys = {
  status: (workspaceId: string) => ['workspaces', workspaceId, 'retention', 'status'] as const,
  config: (workspaceId: string) => ['workspaces', workspaceId, 'retention', 'config'] as const,
};

/**
 * docs/product/errors.md hook errors: a call without a stored token fails 'Not authenticated', a failed call with the
 * hook's own words; the API's error stays as the cause.
 */
function hookCall<A extends unknown[], T>(failure: string, call: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    if (!readItem(STORAGE_KEYS.authToken)) throw new Error('Not authenticated');
    try {
      return await call(...args);
    } catch (cause) {
      throw new Error(failure, { cause });
    }
  };
}

/**
 * docs/product/api.md retention calls exactly as written: no workspace in the path; the API client's
 * X-Workspace-Id header names the current one (docs/product/plans-and-retention.md#calls-without-a-workspace).
 */
export const retentionApi = {
  status: hookCall('Failed to fetch retention status', () => apiClient.get('/retention/status', RetentionStatus)),
  config: hookCall('Failed to fetch retention config', () => apiClient.get('/retention/config', RetentionConfig)),
  acknowledge: hookCall('Failed to acknowledge warning', (body: AcknowledgeRequest) =>
    apiClient.post('/retention/acknowledge', AcknowledgeResponse, body),
  ),
  requestExport: hookCall('Failed to request export', () => apiClient.post('/retention/request-export', RequestExportResponse)),
};

/** docs/product/limits.md: the hook polls every 60,000 ms (live updates come over the WebSocket in between). */
export function useRetentionStatus() {
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? null;
  return useQuery({
    queryKey: retentionKeys.status(workspaceId ?? 'none'),
    queryFn: retentionApi.status,
    enabled: workspaceId !== null,
    refetchInterval: RETENTION_POLL_MS,
  });
}

/** docs/product/limits.md: the provider refreshes the config every 360 minutes. */
export function useRetentionConfig() {
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? null;
  return useQuery({
    queryKey: retentionKeys.config(workspaceId ?? 'none'),
    queryFn: retentionApi.config,
    enabled: workspaceId !== null,
    refetchInterval: RETENTION_PROVIDER_REFRESH_MS,
  });
}
