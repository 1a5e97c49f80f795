import { WorkspaceResponse, type CreateWorkspaceRequest, type UpdateWorkspaceRequest } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const workspacesApi = {
  create: (body: CreateWorkspaceRequest) => apiClient.post('/workspaces', WorkspaceResponse, body),
  update: (workspaceId: string, body: UpdateWorkspaceRequest) => apiClient.patch(`/workspaces/${workspaceId}`, WorkspaceResponse, body),
  remove: (workspaceId: string) => apiClient.send('DELETE', `/workspaces/${workspaceId}`),
};
