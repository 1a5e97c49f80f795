import { describe, expect, it } from 'vitest';
import { mentionToken } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, createTeam } from '../../test/factories.ts';
import { joinWorkspace } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('replies with @mentions', () => {
  it('stores a mention of a member as written', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const root = await createComment(t.baseUrl, project);
    const body = `${mentionToken(member.user.uid, 'Max Member')} can you check?`;
    const res = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: owner.token, body: { body } });
    expect(res.status).toBe(201);
    expect(res.body.comment.body).toBe(body);
  });

  it('refuses a mention of someone outside the workspace and stores nothing', async () => {
    const mine = await createTeam(t.app, t.baseUrl);
    const theirs = await createTeam(t.app, t.baseUrl);
    const root = await createComment(t.baseUrl, mine.project);
    const body = `${mentionToken(theirs.owner.user.uid, 'Olive')} look`;
    const res = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: mine.owner.token, body: { body } });
    expect(res.status).toBe(400);
    expect(res.body.details.issues).toEqual([{ path: 'body.body', message: 'Mention only members of this workspace' }]);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: mine.owner.token });
    expect(thread.body.replies).toEqual([]);
  });
});

describe('GET /api/workspaces/:workspaceId/members', () => {
  it('lists every member with name, e-mail and role for the team', async () => {
    const { owner, admin, member, client } = await createTeam(t.app, t.baseUrl);
    for (const reader of [owner, admin, member]) {
      const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/members`, { token: reader.token });
      expect(res.status).toBe(200);
      expect(res.body.members).toEqual([
        { userId: admin.user.uid, displayName: 'Ada Admin', email: admin.email, photoURL: null, role: 'admin' },
        { userId: client.user.uid, displayName: 'Cleo Client', email: client.email, photoURL: null, role: 'client' },
        { userId: member.user.uid, displayName: 'Max Member', email: member.email, photoURL: null, role: 'member' },
        { userId: owner.user.uid, displayName: 'Olive Owner', email: owner.email, photoURL: null, role: 'owner' },
      ]);
    }
  });

  it('shows a client only the team they work with, without e-mails, and never other clients', async () => {
    const { owner, admin, member, client } = await createTeam(t.app, t.baseUrl);
    const otherClient = await signUpUser(t.baseUrl, { displayName: 'Other Customer' });
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other customer site' });
    await joinWorkspace(t.baseUrl, owner.token, owner.workspaceId, otherClient, 'client', [project.id]);

    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/members`, { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body.members).toEqual([
      { userId: admin.user.uid, displayName: 'Ada Admin', email: null, photoURL: null, role: 'admin' },
      { userId: member.user.uid, displayName: 'Max Member', email: null, photoURL: null, role: 'member' },
      { userId: owner.user.uid, displayName: 'Olive Owner', email: null, photoURL: null, role: 'owner' },
    ]);
    const text = JSON.stringify(res.body);
    for (const someone of [owner, admin, member, otherClient]) expect(text).not.toContain(someone.email);
    expect(text).not.toContain('Other Customer');
  });

  it('answers 404 to someone of another workspace', async () => {
    const mine = await createTeam(t.app, t.baseUrl);
    const theirs = await createTeam(t.app, t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${mine.owner.workspaceId}/members`, { token: theirs.owner.token });
    expect(res.status).toBe(404);
  });
});
