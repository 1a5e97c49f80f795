import {
  ProjectListResponse,
  ProjectPageListResponse,
  ProjectResponse,
  type CreateProjectRequest,
  type UpdateProjectRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const projectsApi = {
  list: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/projects`, ProjectListResponse),
  get: (projectId: string) => apiClient.get(`/projects/${projectId}`, ProjectResponse),
  create: (workspaceId: string, body: CreateProjectRequest) => apiClient.post(`/workspaces/${workspaceId}/projects`, ProjectResponse, body),
  update: (projectId: string, body: UpdateProjectRequest) => apiClient.patch(`/projects/${projectId}`, ProjectResponse, body),
  rotateKey: (projectId: string) => apiClient.post(`/projects/${projectId}/rotate-key`, ProjectResponse),
  remove: (projectId: string) => apiClient.send('DELETE', `/projects/${projectId}`),
  /** The project's pages, busiest first, a page of them at a time; `q` searches URLs and titles. */
  pages: (projectId: string, query: { q?: string; cursor?: string | null }, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.cursor) params.set('cursor', query.cursor);
    const search = params.toString();
    return apiClient.get(`/projects/${projectId}/pages${search ? `?${search}` : ''}`, ProjectPageListResponse, { signal });
  },
};
