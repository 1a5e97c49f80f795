import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mentionsAsText, type Notification } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { NOTIFICATION_ICONS } from './notification-icon.ts';
import { useNotificationTitle } from './use-notification-title.ts';
import { useNotifications } from './use-notifications.ts';

/** The top bar's bell: the user's real notifications, unread marks, mark-all-read, live arrival. */
export function NotificationsMenu() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const ago = useRelativeTime();
  const titleOf = useNotificationTitle();
  const { query, notifications, unreadCount, markRead, markAllRead } = useNotifications();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.commentId) navigate(`/client/comments/${notification.commentId}`);
  };

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology (aria-hidden) while
    // its links stay focusable, which axe reports; the menu still closes on Escape and outside press.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unreadCount > 0 ? t('buttonUnread', { count: unreadCount }) : t('button')}
        >
          <Bell className="h-4 w-4" aria-hidden />
          {unreadCount > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-indigo-600 px-1 text-[10px] font-semibold text-white"
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3.5 py-2.5">
          <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('title')}</p>
          <DropdownMenuItem
            disabled={unreadCount === 0}
            onSelect={(event) => {
              event.preventDefault();
              markAllRead.mutate();
            }}
            className="w-auto px-2 py-1 text-xs font-medium text-indigo-600 dark:text-indigo-400"
          >
            <CheckCheck className="h-3.5 w-3.5" aria-hidden />
            {t('markAllRead')}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator />
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
          {query.isPending ? (
            <div className="flex justify-center py-8 text-zinc-500">
              <Spinner label={t('loading')} />
            </div>
          ) : query.isError ? (
            <p className="px-3 py-8 text-center text-sm text-zinc-500">{t('loadFailed')}</p>
          ) : notifications.length === 0 ? (
            <div className="px-6 py-10 text-center">
              <Bell className="mx-auto h-6 w-6 text-zinc-300 dark:text-zinc-600" aria-hidden />
              <p className="mt-3 text-sm font-medium text-zinc-900 dark:text-zinc-100">{t('emptyTitle')}</p>
              <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{t('emptyText')}</p>
            </div>
          ) : (
            notifications.map((notification) => {
              const Icon = NOTIFICATION_ICONS[notification.type];
              return (
                <DropdownMenuItem
                  key={notification.id}
                  onSelect={() => open(notification)}
                  data-unread={notification.read ? undefined : 'true'}
                  className="items-start gap-3 px-2.5 py-2.5"
                >
                  <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
                    <Icon className="h-3.5 w-3.5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={cn(
                        'block text-sm',
                        notification.read ? 'text-zinc-600 dark:text-zinc-400' : 'font-medium text-zinc-900 dark:text-zinc-100',
                      )}
                    >
                      {titleOf(notification)}
                    </span>
                    {notification.body && (
                      <span className="mt-0.5 line-clamp-2 block text-xs text-zinc-500 dark:text-zinc-400">
                        {mentionsAsText(notification.body)}
                      </span>
                    )}
                    <span className="mt-1 block text-xs text-zinc-500 dark:text-zinc-400">
                      {t(`type.${notification.type}`)} · {ago(notification.createdAt)}
                    </span>
                  </span>
                  {!notification.read && (
                    <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-indigo-600 dark:bg-indigo-400">
                      <span className="sr-only">{t('unread')}</span>
                    </span>
                  )}
                </DropdownMenuItem>
              );
            })
          )}
          {query.hasNextPage && (
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                void query.fetchNextPage();
              }}
              className="justify-center text-xs font-medium text-zinc-500"
            >
              {query.isFetchingNextPage ? t('loading') : t('loadMore')}
            </DropdownMenuItem>
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
