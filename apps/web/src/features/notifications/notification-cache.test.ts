import { describe, expect, it } from 'vitest';
import type { Notification } from '@commentflow/shared';
import { withArrived, withRead, type NotificationPages } from './notification-cache.ts';

const note = (id: string, read = false): Notification => ({
  id,
  workspaceId: 'w',
  type: 'comment',
  title: `Title ${id}`,
  body: 'Body',
  actorName: null,
  projectName: null,
  commentId: null,
  read,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const pages = (...lists: Notification[][]): NotificationPages => ({
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i}`)),
  pages: lists.map((notifications, i) => ({
    notifications,
    unreadCount: i === 0 ? lists.flat().filter((n) => !n.read).length : 0,
    nextCursor: null,
  })),
});

describe('notification cache', () => {
  it('puts a live notification first and counts it unread, once', () => {
    const start = pages([note('a')]);
    const once = withArrived(start, note('b'));
    expect(once?.pages[0]?.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(once?.pages[0]?.unreadCount).toBe(2);
    expect(withArrived(once, note('b'))).toBe(once);
  });

  it('marks one read, on any page, and lowers the count', () => {
    const start = pages([note('a')], [note('b')]);
    const after = withRead(start, 'b');
    expect(after?.pages[1]?.notifications[0]?.read).toBe(true);
    expect(after?.pages[0]?.unreadCount).toBe(1);
    expect(withRead(after, 'b')?.pages[0]?.unreadCount).toBe(1);
  });

  it('marks all read and zeroes the count', () => {
    const after = withRead(pages([note('a'), note('b', true)], [note('c')]), null);
    expect(after?.pages.flatMap((p) => p.notifications).every((n) => n.read)).toBe(true);
    expect(after?.pages[0]?.unreadCount).toBe(0);
  });
});
