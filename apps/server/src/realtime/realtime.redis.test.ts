import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { joinWorkspace } from '../test/team-factory.ts';
import { socketClients, until } from '../test/socket-clients.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../test/test-app.ts';

// Two instances behind one load balancer: one database, one Redis.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
const sockets = socketClients();
beforeAll(async () => {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error('realtime.redis.test.ts needs REDIS_URL');
  database = await createTestDatabase();
  a = await startTestApp({ redisUrl }, database);
  b = await startTestApp({ redisUrl }, database);
});
afterAll(async () => {
  sockets.closeAll();
  await a?.close();
  await b?.close();
  await database?.drop();
});

const connect = (baseUrl: string, token: string) => sockets.connect(baseUrl, { token });

describe('several instances sharing Redis', () => {
  it('report Redis in the health check', async () => {
    for (const instance of [a, b]) expect((await call(instance.baseUrl, 'GET', '/api/health')).body.redis).toBe(true);
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

  it('close the sockets of a session on instance B when it logs out through instance A', async () => {
    const user = await signUpUser(a.baseUrl);
    const onB = await connect(b.baseUrl, user.token);
    const reason = new Promise<string>((resolve) => onB.once('disconnect', resolve));

    expect((await call(a.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(204);
    expect(await reason).toBe('io server disconnect');
    expect((await call(b.baseUrl, 'GET', '/api/auth/me', { token: user.token })).body.error).toBe('invalid-token');
  });
});
