import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared/schemas/comment';
import { PageComments } from './page-comments.ts';

const PAGE = 'https://shop.example/products/spring?ref=ad';
let sequence = 0;

function comment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    workspaceId: '10000000-0000-4000-8000-000000000000',
    projectId: '20000000-0000-4000-8000-000000000000',
    parentId: null,
    clientId: null,
    body: `Comment ${sequence}`,
    status: 'open',
    priority: 'medium',
    assigneeId: null,
    author: { id: null, displayName: 'Grace', photoURL: null, isGuest: true },
    pageUrl: PAGE,
    pageTitle: 'Spring',
    anchor: { selector: '#hero', offsetX: 0.5, offsetY: 0.5 },
    viewport: { width: 1280, height: 800 },
    meta: null,
    screenshot: null,
    replyCount: 0,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, sequence)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, sequence)).toISOString(),
    ...overrides,
  };
}

describe('PageComments', () => {
  it('numbers threads oldest first, whatever order the server lists them in', () => {
    const store = new PageComments(PAGE);
    const first = comment();
    const second = comment();
    store.replaceAll([second, first]);
    expect(store.numbered().map(({ comment, number }) => [comment.id, number])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
  });

  it('keeps threads of this page only, ignoring the fragment', () => {
    const store = new PageComments(`${PAGE}#reviews`);
    expect(store.add(comment())).toBe(true);
    expect(store.add(comment({ pageUrl: 'https://shop.example/products/autumn' }))).toBe(false);
    expect(store.numbered()).toHaveLength(1);
  });

  it('stores a comment that arrives twice once, with its latest state', () => {
    const store = new PageComments(PAGE);
    const created = comment();
    store.add(created);
    store.add({ ...created, status: 'resolved' });
    expect(store.numbered()).toHaveLength(1);
    expect(store.find(created.id)?.comment.status).toBe('resolved');
  });

  it('hides resolved threads unless asked to show them', () => {
    const store = new PageComments(PAGE);
    store.replaceAll([comment(), comment({ status: 'resolved' })]);
    expect(store.visible(false).map(({ number }) => number)).toEqual([1]);
    expect(store.visible(true).map(({ number }) => number)).toEqual([1, 2]);
  });

  it('adds replies to the open thread only, and only shows them once loaded', () => {
    const store = new PageComments(PAGE);
    const root = comment();
    store.add(root);
    expect(store.add(comment({ parentId: root.id }))).toBe(false);

    const thread = store.openThread(root.id);
    const live = comment({ parentId: root.id });
    expect(store.add(live)).toBe(true);
    expect(store.replies()).toBeNull();
    thread.loaded = true;
    expect(store.replies()?.map((reply) => reply.id)).toEqual([live.id]);
  });

  it('removes deleted threads and replies', () => {
    const store = new PageComments(PAGE);
    const root = comment();
    store.add(root);
    store.openThread(root.id).loaded = true;
    const reply = comment({ parentId: root.id });
    store.add(reply);
    expect(store.remove(reply.id, root.id)).toBe(true);
    expect(store.replies()).toEqual([]);
    expect(store.remove(root.id, null)).toBe(true);
    expect(store.has(root.id)).toBe(false);
    expect(store.remove(root.id, null)).toBe(false);
  });
});
