import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@commentflow/shared';
import english from '../../locales/en/notifications.json';
import french from '../../locales/fr/notifications.json';
import { notificationTitle } from './use-notification-title.ts';

const texts = i18next.createInstance();
await texts.init({ lng: 'en', ns: ['notifications'], resources: { en: { notifications: english }, fr: { notifications: french } } });

const note = (fields: Partial<Notification>): Notification => ({
  id: 'n',
  workspaceId: 'w',
  type: 'comment',
  title: 'Mo Member commented on Shop',
  body: 'Checkout button is hidden',
  actorName: 'Mo Member',
  projectName: 'Shop',
  commentId: null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('notification titles', () => {
  const fr = texts.getFixedT('fr', 'notifications');
  it("are written in the reader's language from the names, and match the server's English", () => {
    expect(notificationTitle(note({}), fr)).toBe('Mo Member a commenté Shop');
    expect(notificationTitle(note({ type: 'assignment' }), fr)).toBe('Mo Member vous a assigné un commentaire sur Shop');
    expect(notificationTitle(note({}), texts.getFixedT('en', 'notifications'))).toBe('Mo Member commented on Shop');
  });

  it('keep the stored title when the names are missing (written before they were kept)', () => {
    expect(notificationTitle(note({ actorName: null, projectName: null }), fr)).toBe('Mo Member commented on Shop');
  });
});
