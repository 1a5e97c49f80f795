import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { SocketAuth } from '@commentflow/shared';
import { signIdToken } from '../services/identity/id-tokens.ts';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember, call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { drained, socketClients, until, type ClientSocket } from '../test/socket-clients.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const sockets = socketClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const connect = (auth: SocketAuth, origin?: string) => sockets.connect(t.baseUrl, auth, origin);

const refusal = (auth: SocketAuth, origin?: string) => sockets.refusal(t.baseUrl, auth, origin);

function createdIds(socket: ClientSocket): string[] {
  const seen: string[] = [];
  socket.on('comment-created', (payload) => seen.push(payload.comment.id));
  return seen;
}

describe('handshake', () => {
  it('refuses a socket without credentials', async () => {
    expect(await refusal({})).toBe('unauthorized');
  });

  it('refuses a bad token with invalid-token and an expired one with token-expired', async () => {
    const user = await signUpUser(t.baseUrl);
    expect(await refusal({ token: 'not-a-jwt' })).toBe('invalid-token');
    expect(await refusal({ token: `${user.token.slice(0, -4)}AAAA` })).toBe('invalid-token');

    const claims = decodeJwt(user.token);
    const expired = await signIdToken(
      t.app.signingKeys,
      t.app.config.issuer,
      { userId: user.user.uid, sessionId: claims.sid as string, email: user.email, displayName: 'Test User' },
      -60,
    );
    expect(await refusal({ token: expired })).toBe('token-expired');
    expect((await connect({ token: user.token })).connected).toBe(true);
  });

  it('lets a widget in only with a known project key from an allowed origin', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    expect(await refusal({ projectKey: 'pk_unknown_key_0000000000' }, SITE_ORIGIN)).toBe('not-found');
    expect(await refusal({ projectKey: project.publicKey }, 'https://evil.example.net')).toBe('origin-not-allowed');
    expect(await refusal({ projectKey: project.publicKey })).toBe('origin-not-allowed');
    expect((await connect({ projectKey: project.publicKey }, SITE_ORIGIN)).connected).toBe(true);
  });
});

describe('workspace rooms', () => {
  it('keeps comment events of a workspace away from a non-member who tries to join it', async () => {
    const owner = await signUpUser(t.baseUrl);
    const outsider = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);

    const member = await connect({ token: owner.token });
    const intruder = await connect({ token: outsider.token });
    expect(await member.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    expect(await intruder.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toMatchObject({
      ok: false,
      error: 'not-found',
    });
    const memberSaw = createdIds(member);
    const intruderSaw = createdIds(intruder);

    const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
    await until(() => memberSaw.length > 0);
    await Promise.all([member, intruder].map(drained));
    expect(memberSaw).toEqual([comment.id]);
    expect(intruderSaw).toEqual([]);
  });

  it('refuses to join a workspace that does not exist or a malformed id', async () => {
    const user = await signUpUser(t.baseUrl);
    const socket = await connect({ token: user.token });
    expect(await socket.emitWithAck('join-workspace', { workspaceId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
    });
    expect(await socket.emitWithAck('join-workspace', { workspaceId: 'nope' })).toMatchObject({ ok: false, error: 'not-found' });
  });

  it('tells members who joined, and relays cursors only to sockets that joined the workspace', async () => {
    const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
    const teammate = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, teammate.user.uid, 'member');

    const mover = await connect({ token: owner.token });
    const watcher = await connect({ token: teammate.token });
    const idle = await connect({ token: teammate.token });
    expect(await watcher.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });

    const joinedEvents: unknown[] = [];
    watcher.on('user-joined', (payload) => joinedEvents.push(payload));
    expect(await mover.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    await until(() => joinedEvents.length > 0);
    expect(joinedEvents).toEqual([{ workspaceId: owner.workspaceId, userId: owner.user.uid, displayName: 'Olive Owner' }]);

    const watched: unknown[] = [];
    const idleSaw: unknown[] = [];
    const echoed: unknown[] = [];
    watcher.on('cursor-update', (payload) => watched.push(payload));
    idle.on('cursor-update', (payload) => idleSaw.push(payload));
    mover.on('cursor-update', (payload) => echoed.push(payload));

    const cursor = { workspaceId: owner.workspaceId, pageUrl: `${SITE_ORIGIN}/pricing`, x: 0.5, y: 0.25 };
    mover.emit('cursor-move', cursor);
    await until(() => watched.length > 0);
    await Promise.all([watcher, idle, mover].map(drained));
    expect(watched).toEqual([{ ...cursor, userId: owner.user.uid, displayName: 'Olive Owner' }]);
    expect(idleSaw).toEqual([]);
    expect(echoed).toEqual([]);

    // Nothing is relayed from a socket outside the workspace, nor an out-of-range position.
    idle.emit('cursor-move', { ...cursor, x: 0.9 });
    mover.emit('cursor-move', { ...cursor, x: 7 });
    // Both sockets' moves were handled (each connection keeps its order) before the watcher's round trip.
    await Promise.all([idle, mover].map(drained));
    await drained(watcher);
    expect(watched).toHaveLength(1);
  });
});

describe('logout', () => {
  it("disconnects the session's sockets, and the revoked token cannot reconnect", async () => {
    const user = await signUpUser(t.baseUrl);
    const other = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: user.password } });
    const socket = await connect({ token: user.token });
    const otherSession = await connect({ token: other.body.idToken });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect((await call(t.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(204);
    expect(await reason).toBe('io server disconnect');
    expect(await refusal({ token: user.token })).toBe('invalid-token');
    // A round trip proves the other session's socket is still served, not merely not yet closed.
    await drained(otherSession);
    expect(otherSession.connected).toBe(true);
  });
});
