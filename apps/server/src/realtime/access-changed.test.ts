import { afterAll, describe, expect, it } from 'vitest';
import type { AccessChangedPayload } from '@commentflow/shared';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createProject } from '../test/factories.ts';
import { socketClients, until, type ClientSocket } from '../test/socket-clients.ts';
import { inviteByEmail, joinWorkspace } from '../test/team-factory.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

/** Every `access-changed` a socket hears, in order. */
function heardBy(socket: ClientSocket): AccessChangedPayload[] {
  const heard: AccessChangedPayload[] = [];
  socket.on('access-changed', (payload) => heard.push(payload));
  return heard;
}

/** An owner with two projects and a client granted the first; the client's dashboard socket is open in the workspace. */
async function clientWithDashboard() {
  const owner = await signUpUser(t.baseUrl);
  const ws = owner.workspaceId;
  const first = await createProject(t.baseUrl, owner.token, ws, { name: 'First site' });
  const second = await createProject(t.baseUrl, owner.token, ws, { name: 'Second site' });
  const client = await signUpUser(t.baseUrl);
  await joinWorkspace(t.baseUrl, owner.token, ws, client, 'client', [first.id]);
  const dashboard = await sockets.connect(t.baseUrl, { token: client.token });
  expect(await dashboard.emitWithAck('join-workspace', { workspaceId: ws })).toEqual({ ok: true });
  const ownerSocket = await sockets.connect(t.baseUrl, { token: owner.token });
  expect(await ownerSocket.emitWithAck('join-workspace', { workspaceId: ws })).toEqual({ ok: true });
  const asOwner = (method: string, path: string, body?: unknown) =>
    call(t.baseUrl, method, `/api/workspaces/${ws}/members/${client.user.uid}${path}`, { token: owner.token, body });
  return { owner, ws, first, second, client, dashboard, ownerSocket, asOwner };
}

describe('access-changed', () => {
  it('reaches the member on a grant given, a grant revoked and a role change, and nobody else', async () => {
    const { ws, first, second, dashboard, ownerSocket, asOwner } = await clientWithDashboard();
    const heard = heardBy(dashboard);
    const ownerHeard = heardBy(ownerSocket);

    expect((await asOwner('PUT', '/projects', { projectIds: [first.id, second.id] })).status).toBe(200);
    await until(() => heard.length === 1);
    expect((await asOwner('PUT', '/projects', { projectIds: [second.id] })).status).toBe(200);
    await until(() => heard.length === 2);
    expect((await asOwner('PATCH', '', { role: 'member' })).status).toBe(200);
    await until(() => heard.length === 3);

    expect(heard).toEqual([
      { workspaceId: ws, reason: 'grants-changed' },
      { workspaceId: ws, reason: 'grants-changed' },
      { workspaceId: ws, reason: 'role-changed' },
    ]);
    expect(ownerHeard).toEqual([]);
  });

  it('reaches a removed member, even on a socket open in another of their workspaces', async () => {
    const { ws, client, dashboard, asOwner } = await clientWithDashboard();
    const elsewhere = await sockets.connect(t.baseUrl, { token: client.token });
    expect(await elsewhere.emitWithAck('join-workspace', { workspaceId: client.workspaceId })).toEqual({ ok: true });
    const heard = heardBy(dashboard);
    const heardElsewhere = heardBy(elsewhere);

    expect((await asOwner('DELETE', '')).status).toBe(204);
    await until(() => heard.length === 1 && heardElsewhere.length === 1);
    expect(heard).toEqual([{ workspaceId: ws, reason: 'removed' }]);
    expect(heardElsewhere).toEqual([{ workspaceId: ws, reason: 'removed' }]);
  });

  it('tells the member who left on their own, so their other open dashboards move on', async () => {
    const { ws, client, dashboard } = await clientWithDashboard();
    const heard = heardBy(dashboard);

    const left = await call(t.baseUrl, 'DELETE', `/api/workspaces/${ws}/members/${client.user.uid}`, { token: client.token });
    expect(left.status).toBe(204);
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ workspaceId: ws, reason: 'left' }]);
  });

  it('reaches the dashboard of a user who accepts an invitation in another tab', async () => {
    const owner = await signUpUser(t.baseUrl);
    const invitee = await signUpUser(t.baseUrl);
    const dashboard = await sockets.connect(t.baseUrl, { token: invitee.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: invitee.workspaceId })).toEqual({ ok: true });
    const heard = heardBy(dashboard);

    const invite = await inviteByEmail(t.baseUrl, owner.token, owner.workspaceId, invitee.email, 'member');
    expect((await call(t.baseUrl, 'POST', `/api/join/${invite.token}`, { token: invitee.token })).status).toBe(200);
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ workspaceId: owner.workspaceId, reason: 'joined' }]);
  });

  it('reaches every member when the owner deletes the workspace', async () => {
    const { ws, owner, dashboard, ownerSocket } = await clientWithDashboard();
    const heard = heardBy(dashboard);
    const ownerHeard = heardBy(ownerSocket);

    expect((await call(t.baseUrl, 'DELETE', `/api/workspaces/${ws}`, { token: owner.token })).status).toBe(204);
    await until(() => heard.length === 1 && ownerHeard.length === 1);
    expect(heard).toEqual([{ workspaceId: ws, reason: 'deleted' }]);
    expect(ownerHeard).toEqual([{ workspaceId: ws, reason: 'deleted' }]);
  });

  it('is not sent when a change is refused', async () => {
    const { ws, owner, first, client, dashboard, asOwner } = await clientWithDashboard();
    const heard = heardBy(dashboard);
    const member = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, ws, member, 'member');

    const refused = await call(t.baseUrl, 'PUT', `/api/workspaces/${ws}/members/${client.user.uid}/projects`, {
      token: member.token,
      body: { projectIds: [first.id] },
    });
    expect(refused.status).toBe(403);
    // The owner's change afterwards proves the socket was listening all along.
    expect((await asOwner('PUT', '/projects', { projectIds: [first.id] })).status).toBe(200);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ workspaceId: ws, reason: 'grants-changed' }]);
  });
});
