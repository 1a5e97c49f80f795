import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationPreferencesResponse,
  UpdateNotificationPreferencesRequest,
  UpdateProfileRequest,
  UserResponse,
} from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { presentUser } from '../../presenters/user.ts';
import { readNotificationPreferences, updateNotificationPreferences } from '../../services/notifications/notification-preferences.ts';
import { updateProfile } from '../../services/update-profile.ts';

/** The signed-in user's own profile and preferences (Settings). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/users/me', { schema: { body: UpdateProfileRequest, response: { 200: UserResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    return { user: presentUser(await updateProfile(app.db, userId, request.body)) };
  });

  app.get('/users/me/notification-preferences', { schema: { response: { 200: NotificationPreferencesResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    return { preferences: await readNotificationPreferences(app.db, userId) };
  });

  app.patch(
    '/users/me/notification-preferences',
    { schema: { body: UpdateNotificationPreferencesRequest, response: { 200: NotificationPreferencesResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      return { preferences: await updateNotificationPreferences(app.db, userId, request.body) };
    },
  );
};
