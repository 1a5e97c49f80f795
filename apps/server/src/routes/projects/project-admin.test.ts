import { afterAll, describe, expect, it } from 'vitest';
import type { Project } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createReply, createTeam, SITE_ORIGIN } from '../../test/factories.ts';
import { socketClients } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const widgetConfig = (key: string) => call(t.baseUrl, 'GET', `/api/widget/${key}/config`, { origin: SITE_ORIGIN });

describe('POST /api/projects/:projectId/rotate-key', () => {
  it('gives the project a new key; the old key is refused at once and its widgets are disconnected', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const widget = await sockets.connect(t.baseUrl, { projectKey: project.publicKey }, SITE_ORIGIN);
    const closed = new Promise<void>((resolve) => widget.on('disconnect', () => resolve()));
    expect((await widgetConfig(project.publicKey)).status).toBe(200);

    const res = await call(t.baseUrl, 'POST', `/api/projects/${project.id}/rotate-key`, { token: owner.token });
    expect(res.status).toBe(200);
    const rotated: Project = res.body.project;
    expect(rotated.publicKey).toMatch(/^pk_[A-Za-z0-9_-]{24}$/);
    expect(rotated.publicKey).not.toBe(project.publicKey);
    expect(rotated.snippet).toContain(rotated.publicKey);

    expect((await widgetConfig(project.publicKey)).status).toBe(404);
    expect((await widgetConfig(rotated.publicKey)).status).toBe(200);
    await closed;
    expect(widget.connected).toBe(false);
  });

  it('lets admins rotate and refuses members, clients and other workspaces', async () => {
    const { owner, admin, member, client, project } = await createTeam(t.app, t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    const rotate = (token: string) => call(t.baseUrl, 'POST', `/api/projects/${project.id}/rotate-key`, { token });
    expect((await rotate(member.token)).status).toBe(403);
    expect((await rotate(client.token)).status).toBe(403);
    expect((await rotate(stranger.token)).status).toBe(404);
    const current = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token });
    expect(current.body.project.publicKey).toBe(project.publicKey);
    expect((await rotate(admin.token)).status).toBe(200);
  });
});

describe('DELETE /api/projects/:projectId', () => {
  it('deletes the project with its threads; its key stops working', async () => {
    const { owner, admin, project } = await createTeam(t.app, t.baseUrl);
    const root = await createComment(t.baseUrl, project);
    await createReply(t.baseUrl, owner.token, root.id);
    const res = await call(t.baseUrl, 'DELETE', `/api/projects/${project.id}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token })).status).toBe(404);
    expect((await widgetConfig(project.publicKey)).status).toBe(404);
  });

  it('refuses members and clients (403) and other workspaces (404), deleting nothing', async () => {
    const { owner, member, client, project } = await createTeam(t.app, t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    for (const [token, status] of [
      [member.token, 403],
      [client.token, 403],
      [stranger.token, 404],
    ] as const) {
      expect((await call(t.baseUrl, 'DELETE', `/api/projects/${project.id}`, { token })).status).toBe(status);
    }
    expect((await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('GET /api/projects/:projectId/pages', () => {
  it('groups threads by page with counts per status, busiest first', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const pricing = `${SITE_ORIGIN}/pricing`;
    const about = `${SITE_ORIGIN}/about`;
    const a = await createComment(t.baseUrl, project, { body: { pageUrl: pricing, pageTitle: 'Pricing' } });
    const b = await createComment(t.baseUrl, project, { body: { pageUrl: pricing, pageTitle: 'Pricing' } });
    await createComment(t.baseUrl, project, { body: { pageUrl: pricing, pageTitle: 'Pricing' } });
    await createComment(t.baseUrl, project, { body: { pageUrl: about, pageTitle: 'About us' } });
    await createReply(t.baseUrl, owner.token, a.id);
    await call(t.baseUrl, 'PATCH', `/api/comments/${a.id}`, { token: owner.token, body: { status: 'resolved' } });
    await call(t.baseUrl, 'PATCH', `/api/comments/${b.id}`, { token: owner.token, body: { status: 'in_progress' } });

    const res = await call(t.baseUrl, 'GET', `/api/projects/${project.id}/pages`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.pages).toEqual([
      { pageUrl: pricing, pageTitle: 'Pricing', open: 1, inProgress: 1, resolved: 1, total: 3 },
      { pageUrl: about, pageTitle: 'About us', open: 1, inProgress: 0, resolved: 0, total: 1 },
    ]);
    expect(res.body.nextCursor).toBeNull();
  });

  it('sends a page of pages at a time, busiest first, and finds others by URL or title', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const at = (path: string, title: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, () =>
          createComment(t.baseUrl, project, { body: { pageUrl: `${SITE_ORIGIN}${path}`, pageTitle: title } }),
        ),
      );
    await at('/pricing', 'Pricing', 3);
    await at('/blog/b', 'Blog B', 2);
    await at('/blog/a', 'Blog A', 2);
    await at('/about', 'About us', 1);
    const pages = (query: string) => call(t.baseUrl, 'GET', `/api/projects/${project.id}/pages${query}`, { token: owner.token });
    const paths = (body: { pages: { pageUrl: string; total: number }[] }) =>
      body.pages.map((p) => `${new URL(p.pageUrl).pathname} ${p.total}`);

    const first = await pages('?limit=2');
    expect(paths(first.body)).toEqual(['/pricing 3', '/blog/a 2']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // A thread arriving between two pages does not repeat or skip any page after the cursor.
    await at('/contact', 'Contact', 1);
    const second = await pages(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(paths(second.body)).toEqual(['/blog/b 2', '/about 1']);
    const third = await pages(`?limit=2&cursor=${second.body.nextCursor}`);
    expect(paths(third.body)).toEqual(['/contact 1']);
    expect(third.body.nextCursor).toBeNull();

    expect(paths((await pages('?q=BLOG')).body)).toEqual(['/blog/a 2', '/blog/b 2']);
    expect(paths((await pages('?q=about%20us')).body)).toEqual(['/about 1']);
    expect(paths((await pages('?q=100%25')).body)).toEqual([]);
    const found = await pages('?q=blog&limit=1');
    expect(paths(found.body)).toEqual(['/blog/a 2']);
    expect(paths((await pages(`?q=blog&limit=1&cursor=${found.body.nextCursor}`)).body)).toEqual(['/blog/b 2']);
  });

  it('refuses a forged cursor, a limit out of range and unknown fields', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const pages = (query: string) => call(t.baseUrl, 'GET', `/api/projects/${project.id}/pages${query}`, { token: owner.token });
    for (const cursor of ['bm9wZQ', Buffer.from('["x","y"]').toString('base64url'), Buffer.from('[1,"a",2]').toString('base64url')]) {
      const forged = await pages(`?cursor=${cursor}`);
      expect(forged.status).toBe(400);
      expect(forged.body.error).toBe('validation-failed');
    }
    const bad = await pages('?limit=0&sort=asc');
    expect(bad.status).toBe(400);
    const issues = JSON.stringify(bad.body.details.issues);
    for (const field of ['limit', 'sort']) expect(issues).toContain(field);
    expect((await pages('?limit=101')).status).toBe(400);
  });

  it('answers 404 to someone of another workspace', async () => {
    const { project } = await createTeam(t.app, t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${project.id}/pages`, { token: stranger.token })).status).toBe(404);
  });
});
