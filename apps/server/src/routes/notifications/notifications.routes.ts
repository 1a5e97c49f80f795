import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListNotificationsQuery,
  MarkAllReadResponse,
  NotificationListResponse,
  NotificationParams,
  NotificationResponse,
} from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { presentNotification } from '../../presenters/notification.ts';
import { listNotifications } from '../../services/notifications/list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from '../../services/notifications/mark-notifications-read.ts';

/** The signed-in user's own notifications: only ever theirs, whatever id is asked for. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    { schema: { querystring: ListNotificationsQuery, response: { 200: NotificationListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const page = await listNotifications(app.db, userId, request.query);
      return { notifications: page.rows.map(presentNotification), unreadCount: page.unreadCount, nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/notifications/:notificationId/read',
    { schema: { params: NotificationParams, response: { 200: NotificationResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      return { notification: presentNotification(await markNotificationRead(app.db, userId, request.params.notificationId)) };
    },
  );

  app.post('/notifications/read-all', { schema: { response: { 200: MarkAllReadResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    return { updated: await markAllNotificationsRead(app.db, userId) };
  });
};
