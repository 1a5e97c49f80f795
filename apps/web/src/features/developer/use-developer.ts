import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyRequest, CreateWebhookEndpointRequest, UpdateWebhookEndpointRequest } from '@commentflow/shared';
import { queryKeys } from '../../lib/query-keys.ts';
import { developerApi } from './developer-api.ts';

/** Days the usage chart covers. */
export const USAGE_DAYS = 14;
/** How often an open delivery log looks for new tries (deliveries are sent in the background). */
const DELIVERY_LOG_REFRESH_MS = 3_000;

export function useApiKeys(workspaceId: string) {
  return useQuery({ queryKey: queryKeys.apiKeys(workspaceId), queryFn: () => developerApi.keys(workspaceId), select: (data) => data.keys });
}

export function useApiKeyUsage(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.apiKeyUsage(workspaceId),
    queryFn: () => developerApi.usage(workspaceId, USAGE_DAYS),
    select: (data) => data.usage,
  });
}

export function useApiKeyActivity(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.apiKeyActivity(workspaceId),
    queryFn: () => developerApi.activity(workspaceId),
    select: (data) => data.activity,
  });
}

/** What keys changed on a thread; `version` is the thread's, so a live change refetches it. */
export function useThreadKeyActivity(commentId: string, version: string) {
  return useQuery({
    queryKey: queryKeys.threadKeyActivity(commentId, version),
    queryFn: () => developerApi.threadActivity(commentId),
    select: (data) => data.activity,
  });
}

export function useApiKeyActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys(workspaceId) });
  return {
    create: useMutation({ mutationFn: (body: CreateApiKeyRequest) => developerApi.createKey(workspaceId, body), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (keyId: string) => developerApi.revokeKey(workspaceId, keyId), onSuccess: refresh }),
  };
}

export function useWebhookEndpoints(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.webhooks(workspaceId),
    queryFn: () => developerApi.endpoints(workspaceId),
    select: (data) => data.endpoints,
  });
}

export function useWebhookActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(workspaceId) });
  return {
    create: useMutation({
      mutationFn: (body: CreateWebhookEndpointRequest) => developerApi.createEndpoint(workspaceId, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ endpointId, patch }: { endpointId: string; patch: UpdateWebhookEndpointRequest }) =>
        developerApi.updateEndpoint(workspaceId, endpointId, patch),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (endpointId: string) => developerApi.deleteEndpoint(workspaceId, endpointId), onSuccess: refresh }),
    rotate: useMutation({ mutationFn: (endpointId: string) => developerApi.rotateSecret(workspaceId, endpointId) }),
  };
}

export function useDeliveries(workspaceId: string, endpointId: string) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(endpointId),
    queryFn: () => developerApi.deliveries(workspaceId, endpointId),
    select: (data) => data.deliveries,
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });
}

export function useResend(workspaceId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => developerApi.resend(workspaceId, endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(endpointId) }),
  });
}
