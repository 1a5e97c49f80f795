import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationListResponse } from '@commentflow/shared';

export type NotificationPages = InfiniteData<NotificationListResponse, string | null>;

/** A live notification goes on top of the first page and counts as unread; a repeat is ignored. */
export function withArrived(data: NotificationPages | undefined, notification: Notification): NotificationPages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [
      { ...first, notifications: [notification, ...first.notifications], unreadCount: first.unreadCount + (notification.read ? 0 : 1) },
      ...rest,
    ],
  };
}

/** Marks one (by id) or every notification read in the cache, keeping the unread count true. */
export function withRead(data: NotificationPages | undefined, id: string | null): NotificationPages | undefined {
  if (!data) return data;
  let newlyRead = 0;
  const pages = data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((n) => {
      if (n.read || (id !== null && n.id !== id)) return n;
      newlyRead += 1;
      return { ...n, read: true };
    }),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  const unreadCount = id === null ? 0 : Math.max(0, first.unreadCount - newlyRead);
  return { ...data, pages: [{ ...first, unreadCount }, ...rest] };
}
