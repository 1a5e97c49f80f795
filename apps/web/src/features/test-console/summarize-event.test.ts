import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/test-console.json';
import { summarizeEvent } from './summarize-event.ts';

const texts = i18next.createInstance();
await texts.init({ lng: 'en', resources: { en: { 'test-console': english } }, interpolation: { escapeValue: false } });

const line = (event: string, payload: unknown) =>
  summarizeEvent(event, payload, (key, values) => texts.t(`test-console:summary.${key}`, values));

describe('summarizeEvent', () => {
  it('says who pinned or replied where, with the text clipped', () => {
    const comment = {
      author: { displayName: 'Ana' },
      pageUrl: 'https://site.example/pricing?x=1',
      body: 'a'.repeat(120),
      parentId: null,
      status: 'open',
    };
    expect(line('comment-created', { comment })).toBe(`Ana pinned a comment on /pricing: “${'a'.repeat(79)}…”`);
    expect(line('comment-created', { comment: { ...comment, body: 'Done', parentId: 'x' } })).toBe('Ana replied on /pricing: “Done”');
    expect(line('comment-updated', { comment: { ...comment, body: 'Done', status: 'resolved' } })).toBe(
      'Ana updated a comment (resolved) on /pricing: “Done”',
    );
  });

  it('names presence events by person, and survives payloads it does not know', () => {
    expect(line('user-typing', { displayName: 'Bo', isTyping: true })).toBe('Bo is typing');
    expect(line('cursor-update', { displayName: 'Bo', pageUrl: 'not a url' })).toBe('Bo moved their cursor on not a url');
    expect(line('comment-created', null)).toBe('Someone pinned a comment on a page: “”');
    expect(line('something-new', {})).toBe('something-new received');
  });

  it('gives the reason of an access change', () => {
    expect(line('access-changed', { workspaceId: 'w', reason: 'grants-changed' })).toBe(
      'Your access to a workspace changed (grants-changed)',
    );
  });
});
