import { AriaMute, AriaOverviewResponse, AriaProfileResponse, FindingListResponse, type AriaProfile } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export interface FindingFilters {
  detector: string;
  severity: string;
  status: string;
}

export const ariaKeys = {
  all: (workspaceId: string) => ['workspaces', workspaceId, 'aria'] as const,
  findings: (workspaceId: string, filters: FindingFilters) => ['workspaces', workspaceId, 'aria', 'findings', filters] as const,
  overview: (workspaceId: string) => ['workspaces', workspaceId, 'aria', 'overview'] as const,
  profile: (workspaceId: string) => ['workspaces', workspaceId, 'aria', 'profile'] as const,
};

const query = (filters: FindingFilters) => new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '')).toString();

/** The ARIA routes of the API (docs/ARCHITECTURE.md). */
export const ariaApi = {
  findings: (workspaceId: string, filters: FindingFilters) =>
    apiClient.get(`/workspaces/${workspaceId}/aria/findings?${query(filters)}`, FindingListResponse),
  overview: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/aria/overview?days=14`, AriaOverviewResponse),
  profile: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/aria/profile`, AriaProfileResponse),
  saveProfile: (workspaceId: string, profile: AriaProfile) =>
    apiClient.put(`/workspaces/${workspaceId}/aria/profile`, AriaProfileResponse, profile),
  mute: (workspaceId: string, body: { projectId: string; pagePattern: string; rule: string }) =>
    apiClient.post(`/workspaces/${workspaceId}/aria/mutes`, AriaMute, body),
};
