import {
  ConnectIntegrationResponse,
  IntegrationListResponse,
  IntegrationResponse,
  TicketListResponse,
  TicketPreviewResponse,
  TicketResponse,
  type ConnectIntegrationRequest,
  type UpdateIntegrationRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const integrationsApi = {
  list: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/integrations`, IntegrationListResponse),
  connect: (workspaceId: string, body: ConnectIntegrationRequest) =>
    apiClient.post(`/workspaces/${workspaceId}/integrations`, ConnectIntegrationResponse, body),
  update: (integrationId: string, body: UpdateIntegrationRequest) =>
    apiClient.patch(`/integrations/${integrationId}`, IntegrationResponse, body),
  disconnect: (integrationId: string) => apiClient.send('DELETE', `/integrations/${integrationId}`),
  tickets: (commentId: string) => apiClient.get(`/comments/${commentId}/tickets`, TicketListResponse),
  preview: (commentId: string, integrationId: string) =>
    apiClient.get(`/comments/${commentId}/ticket-preview?integrationId=${encodeURIComponent(integrationId)}`, TicketPreviewResponse),
  createTicket: (commentId: string, integrationId: string) =>
    apiClient.post(`/comments/${commentId}/tickets`, TicketResponse, { integrationId }),
};
