import { afterAll, describe, expect, it } from 'vitest';
import { mentionToken, type Comment } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, createReply, SITE_ORIGIN } from '../../test/factories.ts';
import { socketClients } from '../../test/socket-clients.ts';
import { joinWorkspace } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

// Every read outside the projects and comments routes, for a client granted project A but not B.
const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

async function clientOfA() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
  const ws = owner.workspaceId;
  const a = await createProject(t.baseUrl, owner.token, ws, { name: 'Project A' });
  const b = await createProject(t.baseUrl, owner.token, ws, { name: 'Project B' });
  const client = await signUpUser(t.baseUrl, { displayName: 'Cleo Client' });
  await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [a.id]);
  const onA = await createComment(t.baseUrl, a, { body: { body: 'About A', guest: { name: 'Ann', email: 'ann@example.com' } } });
  const onB = await createComment(t.baseUrl, b, { body: { body: 'About B', guest: { name: 'Bob', email: 'bob@example.com' } } });
  return { owner, ws, a, b, client, onA, onB };
}

const get = (path: string, token: string, origin?: string) => call(t.baseUrl, 'GET', path, { token, origin });
const bodies = (list: Comment[]) => list.map((comment) => comment.body);

describe('dashboard reads for a client', () => {
  it('count, list and search only the granted project in the summary, the authors and the palette', async () => {
    const { owner, ws, client } = await clientOfA();
    const summary = (await get(`/api/workspaces/${ws}/summary`, client.token)).body.summary;
    expect(summary).toMatchObject({ counts: { open: 1, in_progress: 0, resolved: 0 }, commentsThisWeek: 1, projectCount: 1 });
    expect(bodies(summary.recentActivity)).toEqual(['About A']);
    expect((await get(`/api/workspaces/${ws}/summary`, owner.token)).body.summary).toMatchObject({ counts: { open: 2 }, projectCount: 2 });

    const authors = (await get(`/api/workspaces/${ws}/comment-authors`, client.token)).body.authors;
    expect(authors.map((author: { displayName: string }) => author.displayName)).toEqual(['Ann']);
    expect((await get(`/api/workspaces/${ws}/comment-authors`, owner.token)).body.authors).toHaveLength(2);

    // The command palette searches through the comment list.
    const search = await get(`/api/workspaces/${ws}/comments?q=About&limit=8`, client.token);
    expect(bodies(search.body.comments)).toEqual(['About A']);
  });

  it('shows nothing once no project is granted', async () => {
    const { owner, ws, client } = await clientOfA();
    const put = await call(t.baseUrl, 'PATCH', `/api/workspaces/${ws}/members/${client.user.uid}`, {
      token: owner.token,
      body: { role: 'member' },
    });
    expect(put.status).toBe(200);
    await call(t.baseUrl, 'PATCH', `/api/workspaces/${ws}/members/${client.user.uid}`, { token: owner.token, body: { role: 'client' } });
    const summary = (await get(`/api/workspaces/${ws}/summary`, client.token)).body.summary;
    expect(summary).toMatchObject({ counts: { open: 0, in_progress: 0, resolved: 0 }, projectCount: 0, recentActivity: [] });
    expect((await get(`/api/workspaces/${ws}/comment-authors`, client.token)).body.authors).toEqual([]);
  });

  it('answers 404 for project B’s screenshot and in a bulk action naming a B thread', async () => {
    const { ws, client, onA, onB } = await clientOfA();
    const screenshot = await get(`/api/comments/${onB.id}/screenshot`, client.token);
    expect(screenshot.status).toBe(404);
    expect(screenshot.body.message).toBe('Comment not found');
    const bulk = await call(t.baseUrl, 'POST', `/api/workspaces/${ws}/comments/bulk`, {
      token: client.token,
      body: { ids: [onA.id, onB.id], action: { type: 'delete' } },
    });
    expect(bulk.status).toBe(404);
  });
});

describe('notifications for a client', () => {
  it('are not written for project B, and those of a project taken away stop being listed', async () => {
    const { owner, ws, a, b, client } = await clientOfA();
    const mine = await createComment(t.baseUrl, a, { token: client.token, body: { body: 'Client pin on A' } });
    await createReply(t.baseUrl, owner.token, mine.id, 'Reply on A');
    const onB = await createComment(t.baseUrl, b, { token: owner.token, body: { body: 'Owner pin on B' } });
    const mention = await call(t.baseUrl, 'POST', `/api/comments/${onB.id}/replies`, {
      token: owner.token,
      body: { body: `${mentionToken(client.user.uid, 'Cleo Client')} have a look` },
    });
    expect(mention.status).toBe(201);

    const listed = (await get('/api/notifications', client.token)).body;
    expect(listed.notifications.map((n: { type: string; commentId: string }) => [n.type, n.commentId])).toEqual([['reply', mine.id]]);
    expect(listed.unreadCount).toBe(1);

    await call(t.baseUrl, 'PUT', `/api/workspaces/${ws}/members/${client.user.uid}/projects`, {
      token: owner.token,
      body: { projectIds: [b.id] },
    });
    expect((await get('/api/notifications', client.token)).body).toMatchObject({ notifications: [], unreadCount: 0 });
    const hidden = listed.notifications[0].id;
    expect((await call(t.baseUrl, 'POST', `/api/notifications/${hidden}/read`, { token: client.token })).status).toBe(404);
  });
});

describe('the widget for a client', () => {
  it('refuses project B with 403 project-not-granted and shows no pin, while A works', async () => {
    const { a, b, client, onA, onB } = await clientOfA();
    const asClient = (method: string, path: string, body?: unknown) =>
      call(t.baseUrl, method, path, { token: client.token, origin: SITE_ORIGIN, body });

    const list = await asClient('GET', `/api/widget/${b.publicKey}/comments?pageUrl=${encodeURIComponent(`${SITE_ORIGIN}/pricing`)}`);
    expect(list.status).toBe(403);
    expect(list.body.error).toBe('project-not-granted');
    expect(list.body.comments).toBeUndefined();
    for (const refused of [
      await asClient('GET', `/api/widget/${b.publicKey}/comments/${onB.id}`),
      await asClient('POST', `/api/widget/${b.publicKey}/comments/${onB.id}/replies`, { body: 'peek' }),
      await asClient('PATCH', `/api/widget/${b.publicKey}/comments/${onB.id}`, { status: 'resolved' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('project-not-granted');
    }
    await expect(createComment(t.baseUrl, b, { token: client.token })).rejects.toThrow('project-not-granted');
    const grant = await call(t.baseUrl, 'POST', '/api/widget-auth/grant', {
      token: client.token,
      body: { projectKey: b.publicKey, origin: SITE_ORIGIN },
    });
    expect(grant.body.error).toBe('project-not-granted');

    const allowed = await asClient('GET', `/api/widget/${a.publicKey}/comments?pageUrl=${encodeURIComponent(`${SITE_ORIGIN}/pricing`)}`);
    expect(allowed.status).toBe(200);
    expect(bodies(allowed.body.comments)).toEqual([onA.body]);
    expect(
      (
        await call(t.baseUrl, 'POST', '/api/widget-auth/grant', {
          token: client.token,
          body: { projectKey: a.publicKey, origin: SITE_ORIGIN },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a signed-in widget socket on project B at the handshake', async () => {
    const { a, b, client } = await clientOfA();
    expect(await sockets.refusal(t.baseUrl, { token: client.token, projectKey: b.publicKey }, SITE_ORIGIN)).toBe('project-not-granted');
    expect((await sockets.connect(t.baseUrl, { token: client.token, projectKey: a.publicKey }, SITE_ORIGIN)).connected).toBe(true);
  });

  it('closes an open widget socket on a project whose grant is revoked', async () => {
    const { owner, ws, a, b, client } = await clientOfA();
    const widget = await sockets.connect(t.baseUrl, { token: client.token, projectKey: a.publicKey }, SITE_ORIGIN);
    const reason = new Promise<string>((resolve) => widget.once('disconnect', resolve));
    const put = await call(t.baseUrl, 'PUT', `/api/workspaces/${ws}/members/${client.user.uid}/projects`, {
      token: owner.token,
      body: { projectIds: [b.id] },
    });
    expect(put.status).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });
});
