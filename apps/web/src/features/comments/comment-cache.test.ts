import { describe, expect, it } from 'vitest';
import type { Comment, CommentThreadResponse } from '@commentflow/shared';
import {
  listWithCreated,
  listWithDeleted,
  listWithUpdated,
  matchesFilters,
  threadWithCreated,
  threadWithDeleted,
  threadWithUpdated,
  type CommentPages,
} from './comment-cache.ts';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

function comment(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    workspaceId: 'w',
    projectId: P1,
    parentId: null,
    clientId: null,
    body: `body ${id}`,
    status: 'open',
    priority: 'medium',
    assigneeId: null,
    author: { id: null, displayName: 'Grace', photoURL: null, isGuest: true },
    pageUrl: 'https://acme.test/',
    pageTitle: 'Acme',
    anchor: null,
    viewport: null,
    meta: null,
    screenshot: null,
    replyCount: 0,
    labels: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function pages(...lists: Comment[][]): CommentPages {
  return { pages: lists.map((comments) => ({ comments, nextCursor: null })), pageParams: lists.map(() => null) };
}

const ids = (data: CommentPages) => data.pages.map((page) => page.comments.map((c) => c.id));
const all = { status: null, projectId: null };
const open = { status: 'open' as const, projectId: null };

describe('comment lists under live events', () => {
  const older = comment('older', { createdAt: '2025-01-01T09:00:00.000Z' });
  const newer = comment('newer', { createdAt: '2025-01-01T11:00:00.000Z' });

  it('puts a new thread first, once, only where the filters match', () => {
    const data = pages([older]);
    const added = listWithCreated(data, newer, open);
    expect(ids(added)).toEqual([['newer', 'older']]);
    expect(listWithCreated(added, newer, open)).toBe(added);
    expect(listWithCreated(data, comment('x', { status: 'resolved' }), open)).toBe(data);
    expect(listWithCreated(data, comment('x', { projectId: P2 }), { status: null, projectId: P1 })).toBe(data);
  });

  it('counts a reply on its root instead of listing it', () => {
    const data = pages([comment('root')]);
    const next = listWithCreated(data, comment('r1', { parentId: 'root' }), all);
    expect(ids(next)).toEqual([['root']]);
    expect(next.pages[0]?.comments[0]?.replyCount).toBe(1);
    expect(
      listWithDeleted(next, { workspaceId: 'w', projectId: P1, commentId: 'r1', parentId: 'root' }).pages[0]?.comments[0]?.replyCount,
    ).toBe(0);
  });

  it('replaces an updated thread, and drops it when it leaves the filter', () => {
    const data = pages([newer, older]);
    const edited = listWithUpdated(data, { ...older, body: 'edited' }, open);
    expect(edited.pages[0]?.comments[1]?.body).toBe('edited');
    expect(ids(listWithUpdated(data, { ...older, status: 'resolved' }, open))).toEqual([['newer']]);
    expect(ids(listWithUpdated(pages([newer]), { ...older, status: 'resolved' }, { status: 'resolved', projectId: null }))).toEqual([
      ['newer', 'older'],
    ]);
  });

  it('removes a deleted thread from whichever page holds it', () => {
    const data = pages([newer], [older]);
    expect(ids(listWithDeleted(data, { workspaceId: 'w', projectId: P1, commentId: 'older', parentId: null }))).toEqual([['newer'], []]);
  });
});

describe('an open thread under live events', () => {
  const thread: CommentThreadResponse = { comment: comment('root'), replies: [comment('r1', { parentId: 'root' })] };

  it('appends a new reply once and counts it', () => {
    const reply = comment('r2', { parentId: 'root' });
    const next = threadWithCreated(thread, reply);
    expect(next.replies.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(next.comment.replyCount).toBe(1);
    expect(threadWithCreated(next, reply)).toBe(next);
    expect(threadWithCreated(thread, comment('elsewhere', { parentId: 'other' }))).toBe(thread);
  });

  it('updates the root or a reply in place', () => {
    expect(threadWithUpdated(thread, { ...thread.comment, status: 'resolved' }).comment.status).toBe('resolved');
    expect(threadWithUpdated(thread, { ...thread.replies[0]!, body: 'changed' }).replies[0]?.body).toBe('changed');
  });

  it('drops a deleted reply, and ends with its root', () => {
    expect(threadWithDeleted(thread, { workspaceId: 'w', projectId: P1, commentId: 'r1', parentId: 'root' })?.replies).toEqual([]);
    expect(threadWithDeleted(thread, { workspaceId: 'w', projectId: P1, commentId: 'root', parentId: null })).toBeNull();
  });
});

describe('matchesFilters', () => {
  const none = { status: null, projectId: null };
  const M = '33333333-3333-4333-8333-333333333333';
  it('applies priority, assignee, page, text and author filters', () => {
    const c = comment('a', {
      priority: 'high',
      assigneeId: M,
      body: 'Hero is BLURRY',
      author: { id: M, displayName: 'Max', photoURL: null, isGuest: false },
    });
    expect(matchesFilters(c, { ...none, priority: 'high', assigneeId: M, q: 'blurry', author: M, pageUrl: 'https://acme.test/' })).toBe(
      true,
    );
    expect(matchesFilters(c, { ...none, priority: 'low' })).toBe(false);
    expect(matchesFilters(c, { ...none, assigneeId: 'none' })).toBe(false);
    expect(matchesFilters(c, { ...none, q: 'sharp' })).toBe(false);
    expect(matchesFilters(c, { ...none, pageUrl: 'https://acme.test/other' })).toBe(false);
    expect(matchesFilters(c, { ...none, author: 'gina@example.com' })).toBe(false);
    expect(matchesFilters(comment('b'), { ...none, assigneeId: 'none', author: 'gina@example.com' })).toBe(true);
  });
});
