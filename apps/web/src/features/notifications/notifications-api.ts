import { MarkAllReadResponse, NotificationListResponse, NotificationResponse } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const notificationsApi = {
  list: (cursor: string | null, signal?: AbortSignal) =>
    apiClient.get(
      `/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      NotificationListResponse,
      signal ? { signal } : {},
    ),
  markRead: (id: string) => apiClient.post(`/notifications/${id}/read`, NotificationResponse),
  markAllRead: () => apiClient.post('/notifications/read-all', MarkAllReadResponse),
};
