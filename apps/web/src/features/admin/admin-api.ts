import {
  AdminAuditLogResponse,
  AdminJobsResponse,
  AdminOverviewResponse,
  AdminUserListResponse,
  AdminUserResponse,
  AdminWorkspaceListResponse,
  AdminWorkspaceResponse,
  type UpdateAdminUserRequest,
  type UpdateAdminWorkspaceRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

const listQuery = (search: string, cursor: string | null) => {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
};

export const adminApi = {
  overview: (signal?: AbortSignal) => apiClient.get('/admin/overview', AdminOverviewResponse, { signal }),
  jobs: (signal?: AbortSignal) => apiClient.get('/admin/jobs', AdminJobsResponse, { signal }),
  retryJob: (jobId: string) => apiClient.post(`/admin/jobs/${jobId}/retry`, AdminJobsResponse),
  users: (search: string, cursor: string | null, signal?: AbortSignal) =>
    apiClient.get(`/admin/users${listQuery(search, cursor)}`, AdminUserListResponse, { signal }),
  updateUser: (userId: string, body: UpdateAdminUserRequest) => apiClient.patch(`/admin/users/${userId}`, AdminUserResponse, body),
  workspaces: (search: string, cursor: string | null, signal?: AbortSignal) =>
    apiClient.get(`/admin/workspaces${listQuery(search, cursor)}`, AdminWorkspaceListResponse, { signal }),
  updateWorkspace: (workspaceId: string, body: UpdateAdminWorkspaceRequest) =>
    apiClient.patch(`/admin/workspaces/${workspaceId}`, AdminWorkspaceResponse, body),
  auditLog: (signal?: AbortSignal) => apiClient.get('/admin/audit-log', AdminAuditLogResponse, { signal }),
};
