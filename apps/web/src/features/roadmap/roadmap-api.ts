import {
  ChangelogEntryResponse,
  ChangelogListResponse,
  RoadmapCommentResponse,
  RoadmapDetailResponse,
  RoadmapListResponse,
  RoadmapRequestResponse,
  type CreateChangelogEntry,
  type CreateRoadmapRequest,
  type RoadmapSort,
  type RoadmapStatus,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const roadmapApi = {
  list: (sort: RoadmapSort) => apiClient.get(`/roadmap/requests?sort=${sort}`, RoadmapListResponse),
  get: (id: string) => apiClient.get(`/roadmap/requests/${encodeURIComponent(id)}`, RoadmapDetailResponse),
  create: (body: CreateRoadmapRequest) => apiClient.post('/roadmap/requests', RoadmapRequestResponse, body),
  vote: (id: string) => apiClient.post(`/roadmap/requests/${encodeURIComponent(id)}/vote`, RoadmapRequestResponse),
  unvote: (id: string) => apiClient.send('DELETE', `/roadmap/requests/${encodeURIComponent(id)}/vote`),
  comment: (id: string, body: string) =>
    apiClient.post(`/roadmap/requests/${encodeURIComponent(id)}/comments`, RoadmapCommentResponse, { body }),
  setStatus: (id: string, status: RoadmapStatus) =>
    apiClient.patch(`/roadmap/requests/${encodeURIComponent(id)}`, RoadmapRequestResponse, { status }),
  changelog: () => apiClient.get('/changelog', ChangelogListResponse),
  writeChangelog: (body: CreateChangelogEntry) => apiClient.post('/changelog', ChangelogEntryResponse, body),
};
