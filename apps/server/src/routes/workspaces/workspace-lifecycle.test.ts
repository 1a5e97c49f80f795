import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createProject, createReply } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('DELETE /api/workspaces/:workspaceId', () => {
  it('lets the owner delete a workspace with everything in it', async () => {
    const owner = await signUpUser(t.baseUrl);
    const created = await call(t.baseUrl, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Doomed' } });
    const workspaceId = created.body.workspace.id;
    const project = await createProject(t.baseUrl, owner.token, workspaceId);
    const comment = await createComment(t.baseUrl, project, { token: owner.token });

    const res = await call(t.baseUrl, 'DELETE', `/api/workspaces/${workspaceId}`, { token: owner.token });
    expect(res.status).toBe(204);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${workspaceId}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).status).toBe(404);
    const list = await call(t.baseUrl, 'GET', '/api/workspaces', { token: owner.token });
    expect(list.body.workspaces.map((w: { id: string }) => w.id)).toEqual([owner.workspaceId]);
  });

  it('refuses admins and members (403) and answers 404 to non-members', async () => {
    const owner = await signUpUser(t.baseUrl);
    const admin = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    const outsider = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, admin.user.uid, 'admin');
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    const path = `/api/workspaces/${owner.workspaceId}`;
    for (const caller of [admin, member]) {
      const res = await call(t.baseUrl, 'DELETE', path, { token: caller.token });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    const hidden = await call(t.baseUrl, 'DELETE', path, { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect((await call(t.baseUrl, 'GET', path, { token: owner.token })).status).toBe(200);
  });
});

describe('GET /api/workspaces/:workspaceId/summary', () => {
  it("counts threads by status, this week's comments, my open assignments and the install state", async () => {
    const owner = await signUpUser(t.baseUrl);
    const empty = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/summary`, { token: owner.token });
    expect(empty.status).toBe(200);
    expect(empty.body.summary).toEqual({
      counts: { open: 0, in_progress: 0, resolved: 0 },
      commentsThisWeek: 0,
      assignedToMe: 0,
      projectCount: 0,
      snippetInstalled: false,
      recentActivity: [],
    });

    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const [a, b] = [await createComment(t.baseUrl, project, { token: owner.token }), await createComment(t.baseUrl, project)];
    await createComment(t.baseUrl, project, { token: owner.token });
    const reply = await createReply(t.baseUrl, owner.token, a.id, 'On it');
    await call(t.baseUrl, 'PATCH', `/api/comments/${a.id}`, {
      token: owner.token,
      body: { status: 'in_progress', assigneeId: owner.user.uid },
    });
    await call(t.baseUrl, 'PATCH', `/api/comments/${b.id}`, { token: owner.token, body: { status: 'resolved' } });
    // The widget loading on the site marks the snippet installed.
    await t.app.db.updateTable('projects').set({ widget_seen_at: new Date().toISOString() }).where('id', '=', project.id).execute();

    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/summary`, { token: owner.token });
    expect(res.body.summary).toMatchObject({
      counts: { open: 1, in_progress: 1, resolved: 1 },
      commentsThisWeek: 4,
      assignedToMe: 1,
      projectCount: 1,
      snippetInstalled: true,
    });
    expect(res.body.summary.recentActivity[0].id).toBe(reply.id);
    expect(res.body.summary.recentActivity).toHaveLength(4);
  });

  it("answers 404 for another workspace's summary", async () => {
    const owner = await signUpUser(t.baseUrl);
    const outsider = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/summary`, { token: outsider.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not-found');
  });
});
