import { ProjectListResponse, ProjectResponse, type CreateProjectRequest } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const projectsApi = {
  list: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/projects`, ProjectListResponse),
  get: (projectId: string) => apiClient.get(`/projects/${projectId}`, ProjectResponse),
  create: (workspaceId: string, body: CreateProjectRequest) => apiClient.post(`/workspaces/${workspaceId}/projects`, ProjectResponse, body),
};
