import {
  AcceptInviteResponse,
  InvitePreviewResponse,
  InviteResponse,
  MemberResponse,
  ShareLinkResponse,
  TeamResponse,
  type CreateInviteRequest,
  type CreateShareLinkRequest,
  type Role,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const teamApi = {
  team: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/team`, TeamResponse),
  invite: (workspaceId: string, body: CreateInviteRequest) => apiClient.post(`/workspaces/${workspaceId}/invites`, InviteResponse, body),
  resend: (inviteId: string) => apiClient.post(`/invites/${inviteId}/resend`, InviteResponse),
  revoke: (inviteId: string) => apiClient.send('DELETE', `/invites/${inviteId}`),
  setRole: (workspaceId: string, userId: string, role: Role) =>
    apiClient.patch(`/workspaces/${workspaceId}/members/${userId}`, MemberResponse, { role }),
  remove: (workspaceId: string, userId: string) => apiClient.send('DELETE', `/workspaces/${workspaceId}/members/${userId}`),
  setProjects: (workspaceId: string, userId: string, projectIds: string[]) =>
    apiClient.send('PUT', `/workspaces/${workspaceId}/members/${userId}/projects`, { projectIds }),
  shareLink: (workspaceId: string, body: CreateShareLinkRequest) =>
    apiClient.post(`/workspaces/${workspaceId}/share-links`, ShareLinkResponse, body),
  preview: (token: string) => apiClient.get(`/join/${token}`, InvitePreviewResponse, { anonymous: true }),
  accept: (token: string) => apiClient.post(`/join/${token}`, AcceptInviteResponse),
};
