import { afterAll, describe, expect, it } from 'vitest';
import type { ClientMeta, Comment, SocketAuth } from '@commentflow/shared';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember, call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { drained, socketClients, until, type ClientSocket } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const connect = (auth: SocketAuth, origin?: string) => sockets.connect(t.baseUrl, auth, origin);
const refusal = (auth: SocketAuth, origin?: string) => sockets.refusal(t.baseUrl, auth, origin);
const closed = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

const META: ClientMeta = {
  browser: 'Firefox 140',
  os: 'Linux',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  console: [{ level: 'error', message: 'TypeError: cart is undefined', at: '2025-01-01T10:00:00.000Z' }],
  network: [{ method: 'GET', url: 'https://api.site.example.com/private/orders?customer=42', status: 500, at: '2025-01-01T10:00:01.000Z' }],
  custom: { plan: 'enterprise', customerId: 'cus_42' },
};

/** Every comment-created and comment-updated a socket hears. */
function heardBy(socket: ClientSocket): Comment[] {
  const heard: Comment[] = [];
  socket.on('comment-created', (payload) => heard.push(payload.comment));
  socket.on('comment-updated', (payload) => heard.push(payload.comment));
  return heard;
}

const patchProject = (token: string, projectId: string, body: object) =>
  call(t.baseUrl, 'PATCH', `/api/projects/${projectId}`, { token, body });

describe('guest widget sockets on a team-only project', () => {
  it('are refused at the handshake with guests-not-allowed, signed-in outsiders too; members get in', async () => {
    const owner = await signUpUser(t.baseUrl);
    const outsider = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, { allowGuests: false });

    expect(await refusal({ projectKey: project.publicKey }, SITE_ORIGIN)).toBe('guests-not-allowed');
    expect(await refusal({ token: outsider.token, projectKey: project.publicKey }, SITE_ORIGIN)).toBe('guests-not-allowed');
    // The origin is checked first: a foreign page learns nothing about the project's guest setting.
    expect(await refusal({ projectKey: project.publicKey }, 'https://evil.example.net')).toBe('origin-not-allowed');
    expect((await connect({ token: owner.token, projectKey: project.publicKey }, SITE_ORIGIN)).connected).toBe(true);

    expect((await patchProject(owner.token, project.id, { allowGuests: true })).status).toBe(200);
    expect((await connect({ projectKey: project.publicKey }, SITE_ORIGIN)).connected).toBe(true);
  });

  it('are closed when the owner turns guests off, and hear no comment after; members and other projects stay', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other site' });
    const guest = await connect({ projectKey: project.publicKey }, SITE_ORIGIN);
    const member = await connect({ token: owner.token, projectKey: project.publicKey }, SITE_ORIGIN);
    const guestElsewhere = await connect({ projectKey: other.publicKey }, SITE_ORIGIN);
    const guestHeard = heardBy(guest);
    const memberHeard = heardBy(member);
    const guestClosed = closed(guest);

    expect((await patchProject(owner.token, project.id, { allowGuests: false })).status).toBe(200);
    expect(await guestClosed).toBe('io server disconnect');
    expect(await refusal({ projectKey: project.publicKey }, SITE_ORIGIN)).toBe('guests-not-allowed');

    const after = await createComment(t.baseUrl, project, { token: owner.token });
    await until(() => memberHeard.length > 0);
    expect(memberHeard.map((comment) => comment.id)).toEqual([after.id]);
    expect(guestHeard).toEqual([]);
    expect(member.connected).toBe(true);
    expect(guestElsewhere.connected).toBe(true);
  });

  it('are closed, with members, when their page origin is no longer allowed; the site origin stays', async () => {
    const owner = await signUpUser(t.baseUrl);
    const staging = 'https://staging.example.com';
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, { allowedOrigins: [staging] });
    const onStaging = await connect({ projectKey: project.publicKey }, staging);
    const memberOnStaging = await connect({ token: owner.token, projectKey: project.publicKey }, staging);
    const onSite = await connect({ projectKey: project.publicKey }, SITE_ORIGIN);
    const reasons = Promise.all([closed(onStaging), closed(memberOnStaging)]);

    expect((await patchProject(owner.token, project.id, { allowedOrigins: [] })).status).toBe(200);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refusal({ projectKey: project.publicKey }, staging)).toBe('origin-not-allowed');
    // A round trip proves the site's socket is still served, not merely not yet closed.
    await drained(onSite);
    expect(onSite.connected).toBe(true);
  });

  it('leave a client dashboard in the project room open when guests are turned off', async () => {
    const owner = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client', [project.id]);
    const dashboard = await connect({ token: client.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard = heardBy(dashboard);

    expect((await patchProject(owner.token, project.id, { allowGuests: false })).status).toBe(200);
    const after = await createComment(t.baseUrl, project, { token: owner.token });
    await until(() => heard.length > 0);
    expect(heard.map((comment) => comment.id)).toEqual([after.id]);
    expect(dashboard.connected).toBe(true);
  });
});

describe('comment events on a site', () => {
  it("reach guests without the author's captures and members, dashboards included, with them", async () => {
    const owner = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    const outsider = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client', [project.id]);

    const guest = await connect({ projectKey: project.publicKey }, SITE_ORIGIN);
    const signedInOutsider = await connect({ token: outsider.token, projectKey: project.publicKey }, SITE_ORIGIN);
    const memberWidget = await connect({ token: owner.token, projectKey: project.publicKey }, SITE_ORIGIN);
    expect(await memberWidget.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const clientDashboard = await connect({ token: client.token });
    expect(await clientDashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const guestsHeard = [guest, signedInOutsider].map(heardBy);
    const membersHeard = [memberWidget, clientDashboard].map(heardBy);
    const listeners = [...guestsHeard, ...membersHeard];

    const pin = await createComment(t.baseUrl, project, { body: { meta: META } });
    expect((await call(t.baseUrl, 'PATCH', `/api/comments/${pin.id}`, { token: owner.token, body: { status: 'resolved' } })).status).toBe(
      200,
    );
    await until(() => listeners.every((heard) => heard.length === 2));

    for (const heard of guestsHeard) {
      expect(heard.map((comment) => [comment.id, comment.status, comment.meta])).toEqual([
        [pin.id, 'open', null],
        [pin.id, 'resolved', null],
      ]);
      expect(JSON.stringify(heard)).not.toContain('cus_42');
    }
    for (const heard of membersHeard) {
      expect(heard.map((comment) => [comment.id, comment.status, comment.meta])).toEqual([
        [pin.id, 'open', META],
        [pin.id, 'resolved', META],
      ]);
    }
  });
});
