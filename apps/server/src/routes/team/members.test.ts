import { describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { addMember, call } from '../../test/factories.ts';
import { joinWorkspace } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const roles = async (token: string, workspaceId: string) => {
  const res = await call(t.baseUrl, 'GET', `/api/workspaces/${workspaceId}/team`, { token });
  return Object.fromEntries(res.body.members.map((m: { email: string; role: string }) => [m.email, m.role]));
};
const setRole = (who: SignedUpUser, workspaceId: string, target: SignedUpUser, role: string) =>
  call(t.baseUrl, 'PATCH', `/api/workspaces/${workspaceId}/members/${target.user.uid}`, { token: who.token, body: { role } });
const remove = (who: SignedUpUser, workspaceId: string, target: SignedUpUser) =>
  call(t.baseUrl, 'DELETE', `/api/workspaces/${workspaceId}/members/${target.user.uid}`, { token: who.token });

/** An owner with an admin, a member and a client (of no project), all joined by invitation. */
async function team() {
  const owner = await signUpUser(t.baseUrl);
  const [admin, member, client] = await Promise.all([signUpUser(t.baseUrl), signUpUser(t.baseUrl), signUpUser(t.baseUrl)]);
  await joinWorkspace(t.baseUrl, owner.token, owner.workspaceId, admin, 'admin');
  await joinWorkspace(t.baseUrl, owner.token, owner.workspaceId, member, 'member');
  await addMember(t.app, owner.workspaceId, client.user.uid, 'client');
  return { owner, admin, member, client, ws: owner.workspaceId };
}

describe('GET /api/workspaces/:workspaceId/team', () => {
  it('lists members with their roles to members, but not to clients or outsiders', async () => {
    const { owner, admin, member, client, ws } = await team();
    expect(await roles(member.token, ws)).toEqual({
      [owner.email]: 'owner',
      [admin.email]: 'admin',
      [member.email]: 'member',
      [client.email]: 'client',
    });
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/team`, { token: client.token })).status).toBe(403);
    const outsider = await signUpUser(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/team`, { token: outsider.token })).status).toBe(404);
  });
});

describe('PATCH /api/workspaces/:workspaceId/members/:userId', () => {
  it('lets owners and admins change roles; members and clients cannot', async () => {
    const { owner, admin, member, client, ws } = await team();
    expect((await setRole(admin, ws, member, 'admin')).body.member).toMatchObject({ email: member.email, role: 'admin' });
    expect((await setRole(owner, ws, member, 'member')).status).toBe(200);
    for (const who of [member, client]) {
      const res = await setRole(who, ws, admin, 'member');
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    expect((await roles(owner.token, ws))[admin.email]).toBe('admin');
  });

  it('keeps owners for owners: an admin neither demotes an owner nor makes one', async () => {
    const { owner, admin, member, ws } = await team();
    expect((await setRole(admin, ws, owner, 'member')).status).toBe(403);
    expect((await setRole(admin, ws, member, 'owner')).status).toBe(403);
    expect((await remove(admin, ws, owner)).status).toBe(403);
    expect((await roles(owner.token, ws))[owner.email]).toBe('owner');
  });

  it('transfers ownership: the owner makes another owner, then steps down; the last owner cannot', async () => {
    const { owner, admin, ws } = await team();
    const alone = await setRole(owner, ws, owner, 'admin');
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({ error: 'last-owner', message: 'A workspace needs an owner: make someone else owner first' });
    expect((await setRole(owner, ws, admin, 'owner')).status).toBe(200);
    expect((await setRole(owner, ws, owner, 'member')).status).toBe(200);
    expect(await roles(admin.token, ws)).toMatchObject({ [admin.email]: 'owner', [owner.email]: 'member' });
  });

  it('answers 404 for another workspace and reports a bad role', async () => {
    const { owner, member, ws } = await team();
    const other = await signUpUser(t.baseUrl);
    expect((await setRole(other, ws, member, 'admin')).status).toBe(404);
    expect((await setRole(owner, other.workspaceId, other, 'admin')).status).toBe(404);
    const bad = await setRole(owner, ws, member, 'boss');
    expect(bad.status).toBe(400);
    expect(bad.body.details.issues[0].path).toContain('role');
  });
});

describe('DELETE /api/workspaces/:workspaceId/members/:userId', () => {
  it('removes a member, lets anyone leave, and never leaves the workspace without an owner', async () => {
    const { owner, admin, member, client, ws } = await team();
    expect((await remove(member, ws, admin)).status).toBe(403);
    expect((await remove(admin, ws, member)).status).toBe(204);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}`, { token: member.token })).status).toBe(404);
    expect((await remove(client, ws, client)).status).toBe(204);

    const last = await remove(owner, ws, owner);
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('last-owner');
    expect(await roles(owner.token, ws)).toEqual({ [owner.email]: 'owner', [admin.email]: 'admin' });
    expect((await remove(owner, ws, member)).status).toBe(404);
    const outsider = await signUpUser(t.baseUrl);
    expect((await remove(outsider, ws, admin)).status).toBe(404);
  });
});

describe('leaving a workspace (DELETE of oneself)', () => {
  const listed = async (who: SignedUpUser) => {
    const res = await call(t.baseUrl, 'GET', '/api/workspaces', { token: who.token });
    return (res.body.workspaces as { id: string }[]).map((w) => w.id);
  };

  it('takes a member, an admin or a client out of the list of their workspaces, keeping their own', async () => {
    const { admin, member, client, ws } = await team();
    for (const who of [member, admin, client]) {
      expect(await listed(who)).toContain(ws);
      expect((await remove(who, ws, who)).status).toBe(204);
      expect(await listed(who)).toEqual([who.workspaceId]);
      expect((await call(t.baseUrl, 'GET', `/api/workspaces/${ws}/comments`, { token: who.token })).status).toBe(404);
    }
    // Gone is gone: leaving twice finds no membership.
    expect((await remove(member, ws, member)).status).toBe(404);
  });

  it('lets an owner leave once another owner remains, and tells the last owner what to do', async () => {
    const { owner, admin, ws } = await team();
    const last = await remove(owner, ws, owner);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ error: 'last-owner', message: 'A workspace needs an owner: make someone else owner first' });
    const french = await call(t.baseUrl, 'DELETE', `/api/workspaces/${ws}/members/${owner.user.uid}`, {
      token: owner.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body.error).toBe('last-owner');
    expect(french.body.message).not.toBe(last.body.message);

    expect((await setRole(owner, ws, admin, 'owner')).status).toBe(200);
    expect((await remove(owner, ws, owner)).status).toBe(204);
    expect(await roles(admin.token, ws)).not.toHaveProperty(owner.email);
  });
});
