import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@commentflow/shared';

/**
 * A notification's title in the reader's language, written from the names the server keeps beside
 * its English `title`. Notifications without them (older rows, reports) show `title` as stored.
 */
export function useNotificationTitle(): (notification: Notification) => string {
  const { t } = useTranslation('notifications');
  return useCallback(
    ({ type, title, actorName, projectName }: Notification) =>
      actorName === null || type === 'report' ? title : t(`titles.${type}`, { actor: actorName, project: projectName ?? '' }),
    [t],
  );
}
