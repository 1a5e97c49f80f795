import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shellQueryKeys } from '../../lib/query-keys.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { toast } from '../../lib/toast/toast.ts';
import { notificationsApi } from './notifications-api.ts';
import { withArrived, withRead, type NotificationPages } from './notification-cache.ts';
import { useNotificationTitle } from './use-notification-title.ts';

/** The signed-in user's notifications, page by page, kept live from the `notification-created` event. */
export function useNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const titleOf = useNotificationTitle();
  const query = useInfiniteQuery({
    queryKey: shellQueryKeys.notifications,
    queryFn: ({ pageParam, signal }) => notificationsApi.list(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

  usePageEvent('notification-created', ({ notification }) => {
    queryClient.setQueryData<NotificationPages>(shellQueryKeys.notifications, (data) => withArrived(data, notification));
    toast({ title: t('arrived'), description: titleOf(notification) });
  });

  const setRead = (id: string | null) =>
    queryClient.setQueryData<NotificationPages>(shellQueryKeys.notifications, (data) => withRead(data, id));
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onMutate: setRead });
  const markAllRead = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onMutate: () => setRead(null),
    onError: () => {
      toast({ variant: 'destructive', title: t('markAllFailed') });
      void queryClient.invalidateQueries({ queryKey: shellQueryKeys.notifications });
    },
  });

  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  return { query, notifications, unreadCount, markRead, markAllRead };
}
