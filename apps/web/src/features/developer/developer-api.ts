import {
  ApiKeyActivityResponse,
  ApiKeyListResponse,
  ApiKeyUsageResponse,
  CreatedApiKeyResponse,
  CreatedWebhookEndpointResponse,
  WebhookDeliveryListResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookSecretResponse,
  type CreateApiKeyRequest,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

const keys = (workspaceId: string) => `/workspaces/${workspaceId}/api-keys`;
const hooks = (workspaceId: string) => `/workspaces/${workspaceId}/webhooks`;

/** The developer platform's calls: API keys, their usage, webhook endpoints and their delivery logs. */
export const developerApi = {
  keys: (workspaceId: string) => apiClient.get(keys(workspaceId), ApiKeyListResponse),
  usage: (workspaceId: string, days: number) => apiClient.get(`${keys(workspaceId)}/usage?days=${days}`, ApiKeyUsageResponse),
  activity: (workspaceId: string) => apiClient.get(`${keys(workspaceId)}/activity`, ApiKeyActivityResponse),
  threadActivity: (commentId: string) => apiClient.get(`/comments/${commentId}/api-key-activity`, ApiKeyActivityResponse),
  createKey: (workspaceId: string, body: CreateApiKeyRequest) => apiClient.post(keys(workspaceId), CreatedApiKeyResponse, body),
  revokeKey: (workspaceId: string, keyId: string) => apiClient.send('DELETE', `${keys(workspaceId)}/${keyId}`),
  endpoints: (workspaceId: string) => apiClient.get(hooks(workspaceId), WebhookEndpointListResponse),
  createEndpoint: (workspaceId: string, body: CreateWebhookEndpointRequest) =>
    apiClient.post(hooks(workspaceId), CreatedWebhookEndpointResponse, body),
  updateEndpoint: (workspaceId: string, endpointId: string, body: UpdateWebhookEndpointRequest) =>
    apiClient.patch(`${hooks(workspaceId)}/${endpointId}`, WebhookEndpointResponse, body),
  deleteEndpoint: (workspaceId: string, endpointId: string) => apiClient.send('DELETE', `${hooks(workspaceId)}/${endpointId}`),
  secret: (workspaceId: string, endpointId: string) => apiClient.get(`${hooks(workspaceId)}/${endpointId}/secret`, WebhookSecretResponse),
  rotateSecret: (workspaceId: string, endpointId: string) =>
    apiClient.post(`${hooks(workspaceId)}/${endpointId}/rotate-secret`, WebhookSecretResponse),
  deliveries: (workspaceId: string, endpointId: string) =>
    apiClient.get(`${hooks(workspaceId)}/${endpointId}/deliveries`, WebhookDeliveryListResponse),
  resend: (workspaceId: string, endpointId: string, deliveryId: string) =>
    apiClient.send('POST', `${hooks(workspaceId)}/${endpointId}/deliveries/${deliveryId}/resend`),
};
