import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject } from '../../test/factories.ts';
import { socketClients, until } from '../../test/socket-clients.ts';
import { joinWorkspace } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** A workspace with two projects and a comment on each. */
async function agency() {
  const owner = await signUpUser(t.baseUrl);
  const shared = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Client site' });
  const hidden = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Internal site' });
  const sharedComment = await createComment(t.baseUrl, shared, { body: { body: 'Shared feedback' } });
  const hiddenComment = await createComment(t.baseUrl, hidden, { body: { body: 'Internal feedback' } });
  return { owner, shared, hidden, sharedComment, hiddenComment, ws: owner.workspaceId };
}

describe('a client limited to granted projects', () => {
  it('sees only the granted project and its comments, and cannot triage', async () => {
    const { owner, shared, hidden, sharedComment, hiddenComment, ws } = await agency();
    const client = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [shared.id]);

    const projects = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/projects`, { token: client.token });
    expect(projects.body.projects.map((p: { name: string }) => p.name)).toEqual(['Client site']);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${hidden.id}`, { token: client.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${shared.id}`, { token: client.token })).status).toBe(200);

    const comments = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/comments`, { token: client.token });
    expect(comments.body.comments.map((c: { body: string }) => c.body)).toEqual(['Shared feedback']);
    const filtered = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/comments?projectId=${hidden.id}`, { token: client.token });
    expect(filtered.body.comments).toEqual([]);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${hiddenComment.id}`, { token: client.token })).status).toBe(404);
    expect(
      (await call(t.baseUrl, 'POST', `/api/comments/${hiddenComment.id}/replies`, { token: client.token, body: { body: 'peek' } })).status,
    ).toBe(404);

    const reply = await call(t.baseUrl, 'POST', `/api/comments/${sharedComment.id}/replies`, {
      token: client.token,
      body: { body: 'Thanks!' },
    });
    expect(reply.status).toBe(201);
    const triage = await call(t.baseUrl, 'PATCH', `/api/comments/${sharedComment.id}`, {
      token: client.token,
      body: { status: 'resolved' },
    });
    expect(triage.status).toBe(403);
    expect(
      (
        await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/analytics?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`, {
          token: client.token,
        })
      ).status,
    ).toBe(403);

    // Every other role still sees the whole workspace.
    const all = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/comments`, { token: owner.token });
    expect(all.body.comments).toHaveLength(2);
  });

  it('changes a client’s projects; a client of no project sees nothing', async () => {
    const { owner, shared, hidden, ws } = await agency();
    const client = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [shared.id]);
    const put = (projectIds: string[], token = owner.token, userId = client.user.uid) =>
      call(t.baseUrl, 'PUT', `/api/workspaces/${ws}/members/${userId}/projects`, { token, body: { projectIds } });

    const res = await put([hidden.id]);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ role: 'client', projectIds: [hidden.id] });
    const comments = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/comments`, { token: client.token });
    expect(comments.body.comments.map((c: { body: string }) => c.body)).toEqual(['Internal feedback']);

    expect((await put([])).status).toBe(400);
    expect((await put([shared.id], client.token)).status).toBe(403);
    expect((await put([shared.id], owner.token, owner.user.uid)).status).toBe(409);
    const other = await signUpUser(t.baseUrl);
    expect((await put([shared.id], other.token)).status).toBe(404);

    // Made a member, the client's grants go and the whole workspace shows.
    await call(t.baseUrl, 'PATCH', `/api/workspaces/${ws}/members/${client.user.uid}`, { token: owner.token, body: { role: 'member' } });
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/projects`, { token: client.token })).body.projects).toHaveLength(2);
    await call(t.baseUrl, 'PATCH', `/api/workspaces/${ws}/members/${client.user.uid}`, { token: owner.token, body: { role: 'client' } });
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/projects`, { token: client.token })).body.projects).toEqual([]);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/comments`, { token: client.token })).body.comments).toEqual([]);
  });
});

describe('POST /api/workspaces/:workspaceId/share-links', () => {
  it('makes a reusable, expiring link that joins anyone as a client of that project until revoked', async () => {
    const { owner, shared, ws } = await agency();
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${ws}/share-links`, {
      token: owner.token,
      body: { projectId: shared.id, expiresInDays: 30 },
    });
    expect(res.status).toBe(201);
    expect(res.body.invite).toMatchObject({ kind: 'link', role: 'client', email: null, projectIds: [shared.id], useCount: 0 });
    expect(Math.round((Date.parse(res.body.invite.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    const token = new URL(res.body.link).pathname.split('/').pop()!;

    const preview = await call(t.baseUrl, 'GET', `/api/join/${token}`);
    expect(preview.body.invite).toMatchObject({ kind: 'link', role: 'client', projectNames: ['Client site'] });
    const first = await signUpUser(t.baseUrl);
    const second = await signUpUser(t.baseUrl);
    for (const who of [first, second]) {
      const joined = await call(t.baseUrl, 'POST', `/api/join/${token}`, { token: who.token });
      expect(joined.status).toBe(200);
      expect(joined.body.workspace.role).toBe('client');
      const projects = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/projects`, { token: who.token });
      expect(projects.body.projects.map((p: { id: string }) => p.id)).toEqual([shared.id]);
    }
    const listed = await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/team`, { token: owner.token });
    expect(listed.body.invites[0]).toMatchObject({ id: res.body.invite.id, useCount: 2 });

    expect((await call(t.baseUrl, 'DELETE', `/api/invites/${res.body.invite.id}`, { token: owner.token })).status).toBe(204);
    const late = await signUpUser(t.baseUrl);
    const refused = await call(t.baseUrl, 'POST', `/api/join/${token}`, { token: late.token });
    expect(refused.status).toBe(410);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}`, { token: late.token })).status).toBe(404);
  });

  it('needs an owner or admin, a project of this workspace and a sane expiry', async () => {
    const { owner, shared, ws } = await agency();
    const member = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, member, 'member');
    const make = (token: string, body: unknown, workspaceId = ws) =>
      call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/share-links`, { token, body });
    expect((await make(member.token, { projectId: shared.id })).status).toBe(403);
    const other = await signUpUser(t.baseUrl);
    const otherProject = await createProject(t.baseUrl, other.token, other.workspaceId);
    expect((await make(other.token, { projectId: shared.id })).status).toBe(404);
    expect((await make(owner.token, { projectId: otherProject.id })).status).toBe(400);
    const bad = await make(owner.token, { projectId: 'x', expiresInDays: 400 });
    expect(bad.status).toBe(400);
    const issues = JSON.stringify(bad.body.details.issues);
    for (const field of ['projectId', 'expiresInDays']) expect(issues).toContain(field);
  });
});

describe('live events for a client', () => {
  const sockets = socketClients();
  afterAll(() => sockets.closeAll());

  it('reach a client only for the projects granted to them', async () => {
    const { owner, shared, hidden, ws } = await agency();
    const client = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [shared.id]);
    const socket = await sockets.connect(t.baseUrl, { token: client.token });
    expect(await socket.emitWithAck('join-workspace', { workspaceId: ws })).toEqual({ ok: true });
    const heard: string[] = [];
    socket.on('comment-created', (payload) => heard.push(payload.comment.body));

    await createComment(t.baseUrl, hidden, { body: { body: 'Not for the client' } });
    await createComment(t.baseUrl, shared, { body: { body: 'For the client' } });
    await until(() => heard.includes('For the client'));
    expect(heard).toEqual(['For the client']);
  });

  it('stop when the client’s socket leaves the workspace, and a later grant does not bring it back', async () => {
    const { owner, shared, hidden, ws } = await agency();
    const client = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [shared.id]);
    const socket = await sockets.connect(t.baseUrl, { token: client.token });
    const control = await sockets.connect(t.baseUrl, { token: owner.token });
    for (const each of [socket, control]) expect(await each.emitWithAck('join-workspace', { workspaceId: ws })).toEqual({ ok: true });
    const heard: string[] = [];
    const ownerHeard: string[] = [];
    socket.on('comment-created', (payload) => heard.push(payload.comment.body));
    control.on('comment-created', (payload) => ownerHeard.push(payload.comment.body));

    expect(await socket.emitWithAck('leave-workspace', { workspaceId: ws })).toEqual({ ok: true });
    const put = await call(t.baseUrl, 'PUT', `/api/workspaces/${ws}/members/${client.user.uid}/projects`, {
      token: owner.token,
      body: { projectIds: [shared.id, hidden.id] },
    });
    expect(put.status).toBe(200);
    await createComment(t.baseUrl, hidden, { body: { body: 'after leaving, hidden' } });
    await createComment(t.baseUrl, shared, { body: { body: 'after leaving, shared' } });
    await until(() => ownerHeard.includes('after leaving, shared'));
    expect(heard).toEqual([]);
  });

  it('follow grant changes, role changes and removal on the open socket, without a reconnect', async () => {
    const { owner, shared, hidden, ws } = await agency();
    const client = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [shared.id, hidden.id]);
    const socket = await sockets.connect(t.baseUrl, { token: client.token });
    const socketId = socket.id;
    expect(await socket.emitWithAck('join-workspace', { workspaceId: ws })).toEqual({ ok: true });
    const heard: string[] = [];
    socket.on('comment-created', (payload) => heard.push(payload.comment.body));
    const asOwner = (method: string, path: string, body: unknown) =>
      call(t.baseUrl, method, `/api/workspaces/${ws}/members/${client.user.uid}${path}`, { token: owner.token, body });
    /** Comments on both projects; the shared one's arrival proves the hidden one had its chance. */
    async function both(label: string) {
      await createComment(t.baseUrl, hidden, { body: { body: `${label} hidden` } });
      await createComment(t.baseUrl, shared, { body: { body: `${label} shared` } });
      await until(() => heard.includes(`${label} shared`));
    }

    expect((await asOwner('PUT', '/projects', { projectIds: [shared.id] })).status).toBe(200);
    await both('revoked');
    expect((await asOwner('PATCH', '', { role: 'member' })).status).toBe(200);
    await both('promoted');
    expect((await asOwner('PATCH', '', { role: 'client' })).status).toBe(200);
    expect((await asOwner('PUT', '/projects', { projectIds: [shared.id] })).status).toBe(200);
    await both('demoted');
    expect(heard).toEqual(['revoked shared', 'promoted hidden', 'promoted shared', 'demoted shared']);

    expect((await asOwner('DELETE', '', undefined)).status).toBe(204);
    const control = await sockets.connect(t.baseUrl, { token: owner.token });
    expect(await control.emitWithAck('join-workspace', { workspaceId: ws })).toEqual({ ok: true });
    const ownerHeard: string[] = [];
    control.on('comment-created', (payload) => ownerHeard.push(payload.comment.body));
    await createComment(t.baseUrl, shared, { body: { body: 'after removal' } });
    await until(() => ownerHeard.includes('after removal'));
    expect(heard).toHaveLength(4);
    expect(socket.connected).toBe(true);
    expect(socket.id).toBe(socketId);
  });
});
