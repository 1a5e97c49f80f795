import { ProjectListResponse, ProjectPageListResponse, ProjectResponse, type CreateProjectRequest, type UpdateProjectRequest } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const projectsApi = {
  list: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/projects`, ProjectListResponse),
  get: (projectId: string) => apiClient.get(`/projects/${projectId}`, ProjectResponse),
  create: (workspaceId: string, body: CreateProjectRequest) => apiClient.post(`/workspaces/${workspaceId}/projects`, ProjectResponse, body),
  update: (projectId: string, body: UpdateProjectRequest) => apiClient.patch(`/projects/${projectId}`, ProjectResponse, body),
  rotateKey: (projectId: string) => apiClient.post(`/projects/${projectId}/rotate-key`, ProjectResponse),
  remove: (projectId: string) => apiClient.send('DELETE', `/projects/${projectId}`),
  pages: (projectId: string) => apiClient.get(`/projects/${projectId}/pages`, ProjectPageListResponse),
};
