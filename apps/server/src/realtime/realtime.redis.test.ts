import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { joinWorkspace } from '../test/team-factory.ts';
import { socketClients, until } from '../test/socket-clients.ts';
import { useInstancesSharingRedis } from '../test/test-app.ts';

const { a, b } = useInstancesSharingRedis();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const connect = (baseUrl: string, token: string) => sockets.connect(baseUrl, { token });

describe('several instances sharing Redis', () => {
  it('report Redis in the health check', async () => {
    for (const instance of [a, b])
      expect((await call(instance.baseUrl, 'GET', '/api/health')).body.redis).toEqual({ status: 'up', latencyMs: expect.any(Number) });
  });

  it('deliver a comment created through instance A to a socket connected to instance B', async () => {
    const owner = await signUpUser(a.baseUrl);
    const project = await createProject(a.baseUrl, owner.token, owner.workspaceId);
    const onB = await connect(b.baseUrl, owner.token);
    expect(await onB.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const seen: string[] = [];
    onB.on('comment-created', (payload) => seen.push(payload.comment.id));

    const comment = await createComment(a.baseUrl, project, { origin: SITE_ORIGIN });
    await until(() => seen.length > 0);
    expect(seen).toEqual([comment.id]);
  });

  it('take a project away from a client socket on instance B when its grant is revoked through instance A, and tell it', async () => {
    const owner = await signUpUser(a.baseUrl);
    const kept = await createProject(a.baseUrl, owner.token, owner.workspaceId, { name: 'Kept' });
    const revoked = await createProject(a.baseUrl, owner.token, owner.workspaceId, { name: 'Revoked' });
    const client = await signUpUser(a.baseUrl);
    await joinWorkspace(a.baseUrl, owner.token, owner.workspaceId, client, 'client', [kept.id, revoked.id]);
    const onB = await connect(b.baseUrl, client.token);
    expect(await onB.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    onB.on('comment-created', (payload) => heard.push(payload.comment.body));
    const told: unknown[] = [];
    onB.on('access-changed', (payload) => told.push(payload));

    await createComment(a.baseUrl, revoked, { origin: SITE_ORIGIN, body: { body: 'before' } });
    await until(() => heard.includes('before'));
    const put = await call(a.baseUrl, 'PUT', `/api/workspaces/${owner.workspaceId}/members/${client.user.uid}/projects`, {
      token: owner.token,
      body: { projectIds: [kept.id] },
    });
    expect(put.status).toBe(200);
    await createComment(a.baseUrl, revoked, { origin: SITE_ORIGIN, body: { body: 'after, revoked project' } });
    await createComment(a.baseUrl, kept, { origin: SITE_ORIGIN, body: { body: 'after, kept project' } });
    await until(() => heard.includes('after, kept project'));
    expect(heard).toEqual(['before', 'after, kept project']);
    expect(told).toEqual([{ workspaceId: owner.workspaceId, reason: 'grants-changed' }]);
    expect(onB.connected).toBe(true);
  });

  it('give guests on instance B a comment made through A without its captures, members with them', async () => {
    const owner = await signUpUser(a.baseUrl);
    const project = await createProject(a.baseUrl, owner.token, owner.workspaceId);
    const guestOnB = await sockets.connect(b.baseUrl, { projectKey: project.publicKey }, SITE_ORIGIN);
    const memberOnB = await sockets.connect(b.baseUrl, { token: owner.token, projectKey: project.publicKey }, SITE_ORIGIN);
    const heard: [string, unknown][] = [];
    guestOnB.on('comment-created', (payload) => heard.push(['guest', payload.comment.meta]));
    memberOnB.on('comment-created', (payload) => heard.push(['member', payload.comment.meta]));

    const meta = { browser: 'Firefox 140', custom: { customerId: 'cus_42' } };
    await createComment(a.baseUrl, project, { origin: SITE_ORIGIN, body: { meta } });
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual([
      ['guest', null],
      ['member', meta],
    ]);
  });

  it('close guest widget sockets on instance B when guests are turned off through A', async () => {
    const owner = await signUpUser(a.baseUrl);
    const project = await createProject(a.baseUrl, owner.token, owner.workspaceId);
    const guestOnB = await sockets.connect(b.baseUrl, { projectKey: project.publicKey }, SITE_ORIGIN);
    const memberOnB = await sockets.connect(b.baseUrl, { token: owner.token, projectKey: project.publicKey }, SITE_ORIGIN);
    const reason = new Promise<string>((resolve) => guestOnB.once('disconnect', resolve));

    expect(
      (await call(a.baseUrl, 'PATCH', `/api/projects/${project.id}`, { token: owner.token, body: { allowGuests: false } })).status,
    ).toBe(200);
    expect(await reason).toBe('io server disconnect');
    expect(await sockets.refusal(b.baseUrl, { projectKey: project.publicKey }, SITE_ORIGIN)).toBe('guests-not-allowed');
    expect(memberOnB.connected).toBe(true);
  });

  it("relay a member's pin positions from instance A to a teammate on instance B", async () => {
    const owner = await signUpUser(a.baseUrl);
    const teammate = await signUpUser(a.baseUrl);
    await joinWorkspace(a.baseUrl, owner.token, owner.workspaceId, teammate, 'member');
    const project = await createProject(a.baseUrl, owner.token, owner.workspaceId);
    const pin = await createComment(a.baseUrl, project, { origin: SITE_ORIGIN });
    const onA = await connect(a.baseUrl, owner.token);
    const onB = await connect(b.baseUrl, teammate.token);
    for (const socket of [onA, onB])
      expect(await socket.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: unknown[] = [];
    onB.on('positions-updated', (payload) => heard.push(payload.positions));

    const positions = [{ commentId: pin.id, x: 0.5, y: 0.25, detached: false }];
    onA.emit('positions-updated', { workspaceId: owner.workspaceId, pageUrl: pin.pageUrl, positions });
    await until(() => heard.length > 0);
    expect(heard).toEqual([positions]);
  });

  it('close the sockets of a session on instance B when it logs out through instance A', async () => {
    const user = await signUpUser(a.baseUrl);
    const onB = await connect(b.baseUrl, user.token);
    const reason = new Promise<string>((resolve) => onB.once('disconnect', resolve));

    expect((await call(a.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(204);
    expect(await reason).toBe('io server disconnect');
    expect((await call(b.baseUrl, 'GET', '/api/auth/me', { token: user.token })).body.error).toBe('invalid-token');
  });
});
