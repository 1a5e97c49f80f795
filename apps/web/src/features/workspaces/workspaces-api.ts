import { WorkspaceResponse, type CreateWorkspaceRequest } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const workspacesApi = {
  create: (body: CreateWorkspaceRequest) => apiClient.post('/workspaces', WorkspaceResponse, body),
};
