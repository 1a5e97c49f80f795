import { describe, expect, it } from 'vitest';
import { summarizeEvent } from './summarize-event.ts';

describe('summarizeEvent', () => {
  it('says who pinned or replied where, with the text clipped', () => {
    const comment = { author: { displayName: 'Ana' }, pageUrl: 'https://site.example/pricing?x=1', body: 'a'.repeat(120), parentId: null, status: 'open' };
    expect(summarizeEvent('comment-created', { comment })).toBe(`Ana pinned a comment on /pricing: “${'a'.repeat(79)}…”`);
    expect(summarizeEvent('comment-created', { comment: { ...comment, body: 'Done', parentId: 'x' } })).toBe('Ana replied on /pricing: “Done”');
    expect(summarizeEvent('comment-updated', { comment: { ...comment, body: 'Done', status: 'resolved' } })).toBe('Ana updated a comment (resolved) on /pricing: “Done”');
  });

  it('names presence events by person, and survives payloads it does not know', () => {
    expect(summarizeEvent('user-typing', { displayName: 'Bo', isTyping: true })).toBe('Bo is typing');
    expect(summarizeEvent('cursor-update', { displayName: 'Bo', pageUrl: 'not a url' })).toBe('Bo moved their cursor on not a url');
    expect(summarizeEvent('comment-created', null)).toBe('Someone pinned a comment on a page: “”');
    expect(summarizeEvent('something-new', {})).toBe('something-new received');
  });

  it('gives the reason of an access change', () => {
    expect(summarizeEvent('access-changed', { workspaceId: 'w', reason: 'grants-changed' })).toBe('Your access to a workspace changed (grants-changed)');
  });
});
