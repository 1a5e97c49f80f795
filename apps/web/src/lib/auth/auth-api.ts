import {
  IdTokenResponse,
  MessageResponse,
  ProvidersResponse,
  UserResponse,
  WorkspaceListResponse,
  type ChangePasswordRequest,
  type PasswordResetConfirmRequest,
  type RegisterRequest,
  type SignInRequest,
  type SignUpRequest,
  type SocialSyncRequest,
} from '@commentflow/shared';
import { apiClient } from '../api-client.ts';

// The identity provider's and backend's auth calls (docs/product/api.md, docs/ARCHITECTURE.md "Identity").
export const authApi = {
  currentSession: () => apiClient.post('/auth/refresh', IdTokenResponse, undefined, { anonymous: true }),
  signIn: (body: SignInRequest) => apiClient.post('/auth/signin', IdTokenResponse, body),
  signUp: (body: SignUpRequest) => apiClient.post('/auth/signup', IdTokenResponse, body),
  verify: (idToken: string) => apiClient.post('/auth/verify', UserResponse, { idToken }),
  register: (body: RegisterRequest) => apiClient.post('/auth/register', UserResponse, body),
  socialSync: (provider: 'google' | 'github', body: SocialSyncRequest) => apiClient.post(`/auth/${provider}`, UserResponse, body),
  signOut: () => apiClient.send('POST', '/auth/logout'),
  workspaces: () => apiClient.get('/workspaces', WorkspaceListResponse),
  providers: () => apiClient.get('/auth/providers', ProvidersResponse),
  requestPasswordReset: (email: string) => apiClient.post('/auth/password-reset', MessageResponse, { email }, { anonymous: true }),
  confirmPasswordReset: (body: PasswordResetConfirmRequest) =>
    apiClient.post('/auth/password-reset/confirm', IdTokenResponse, body, { anonymous: true }),
  changePassword: (body: ChangePasswordRequest) => apiClient.send('POST', '/auth/password', body),
};
