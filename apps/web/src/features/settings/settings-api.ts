import {
  NotificationPreferencesResponse,
  UserResponse,
  type ChangePasswordRequest,
  type UpdateNotificationPreferencesRequest,
  type UpdateProfileRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const settingsApi = {
  updateProfile: (body: UpdateProfileRequest) => apiClient.patch('/users/me', UserResponse, body),
  changePassword: (body: ChangePasswordRequest) => apiClient.send('POST', '/auth/password', body),
  preferences: () => apiClient.get('/users/me/notification-preferences', NotificationPreferencesResponse),
  updatePreferences: (body: UpdateNotificationPreferencesRequest) =>
    apiClient.patch('/users/me/notification-preferences', NotificationPreferencesResponse, body),
};
