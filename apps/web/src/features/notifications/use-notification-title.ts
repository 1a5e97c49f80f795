import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Notification } from '@commentflow/shared';

/**
 * A notification's title in the reader's language (`t` of the notifications namespace), written
 * from the names the server keeps beside its English `title`. Notifications without them (older
 * rows, reports) show `title` as stored.
 */
export function notificationTitle({ type, title, actorName, projectName }: Notification, t: TFunction<'notifications'>): string {
  return actorName === null || type === 'report' ? title : t(`titles.${type}`, { actor: actorName, project: projectName ?? '' });
}

export function useNotificationTitle(): (notification: Notification) => string {
  const { t } = useTranslation('notifications');
  return useCallback((notification: Notification) => notificationTitle(notification, t), [t]);
}
