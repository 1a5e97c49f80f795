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
    labels: [],
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

  it('keeps threads of this page only (pages named by the server)', () => {
    const store = new PageComments(PAGE);
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

  it('moves to another route with none of the old threads', () => {
    const store = new PageComments(PAGE);
    store.add(comment());
    store.openThread('x');
    store.moveTo('https://shop.example/about');
    expect(store.numbered()).toEqual([]);
    expect(store.thread).toBeNull();
    expect(store.add(comment({ pageUrl: 'https://shop.example/about' }))).toBe(true);
  });

  it('lists unsent threads of this page after the stored ones, until the server has them', () => {
    const store = new PageComments(PAGE);
    const stored = comment();
    store.add(stored);
    const request = {
      clientId: 'c1',
      body: 'Offline note',
      pageUrl: PAGE,
      anchor: { selector: '#a', offsetX: 0, offsetY: 0 },
      viewport: { width: 1, height: 1 },
    };
    const base = { projectKey: 'pk', queuedAt: 0, attempts: 1, nextAttemptAt: 0 };
    store.setPending([
      { ...base, kind: 'comment', clientId: 'c1', request, failure: null },
      {
        ...base,
        kind: 'comment',
        clientId: 'c2',
        request: { ...request, clientId: 'c2', pageUrl: 'https://shop.example/other' },
        failure: null,
      },
    ]);
    expect(store.numbered().map(({ comment, number, pending }) => [comment.body, number, pending])).toEqual([
      [stored.body, 1, undefined],
      ['Offline note', 2, 'sending'],
    ]);
    store.add(comment({ clientId: 'c1', body: 'Offline note' }));
    expect(store.numbered().map(({ pending }) => pending)).toEqual([undefined, undefined]);
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
    expect(store.replies()?.map((reply) => reply.comment.id)).toEqual([live.id]);
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
