import { describe, expect, it } from 'vitest';
import { ariaReport, reportAriaFindings } from '../../test/aria-factory.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, createTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ apiKeyRateLimitPerMinute: 1_000 });

async function createKey(token: string, workspaceId: string, body: Record<string, unknown> = {}) {
  const res = await call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/api-keys`, {
    token,
    body: { name: 'CI', scopes: ['read', 'write'], ...body },
  });
  expect(res.status).toBe(201);
  return res.body as { key: { id: string; prefix: string }; secret: string };
}

describe('managing API keys', () => {
  it('shows the key once, lists it by prefix with creator and dates, and stores only a hash', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const created = await createKey(owner.token, owner.workspaceId, { name: 'Deploy bot', scopes: ['read'] });
    expect(created.secret).toMatch(/^cf_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);

    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.keys).toEqual([
      {
        id: created.key.id,
        name: 'Deploy bot',
        prefix: created.key.prefix,
        scopes: ['read'],
        projectId: null,
        createdBy: { id: owner.user.uid, displayName: 'Olive Owner' },
        createdAt: expect.any(String),
        expiresAt: null,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const row = await t.app.db.selectFrom('api_keys').selectAll().where('id', '=', created.key.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
  });

  it('is for owners and admins only', async () => {
    const { owner, admin, member, client } = await createTeam(t.app, t.baseUrl);
    await createKey(admin.token, owner.workspaceId);
    for (const who of [member, client]) {
      const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/api-keys`, {
        token: who.token,
        body: { name: 'x', scopes: ['read'] },
      });
      expect(res.status).toBe(403);
      expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys`, { token: who.token })).status).toBe(403);
    }
    const stranger = await signUpUser(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys`, { token: stranger.token })).status).toBe(404);
  });

  it('refuses a past expiry, a project of another workspace and an empty scope list', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    const foreign = await createProject(t.baseUrl, other.token, other.workspaceId);
    const url = `/api/workspaces/${owner.workspaceId}/api-keys`;
    const past = await call(t.baseUrl, 'POST', url, {
      token: owner.token,
      body: { name: 'x', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.details.issues[0].path).toBe('body.expiresAt');
    const project = await call(t.baseUrl, 'POST', url, {
      token: owner.token,
      body: { name: 'x', scopes: ['read'], projectId: foreign.id },
    });
    expect(project.status).toBe(400);
    expect(project.body.details.issues[0].path).toBe('body.projectId');
    expect((await call(t.baseUrl, 'POST', url, { token: owner.token, body: { name: 'x', scopes: [] } })).status).toBe(400);
  });
});

describe('calling the API with a key', () => {
  it('reads and writes its workspace on the routes the app uses, and records its use', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const comment = await createComment(t.baseUrl, project);
    const { key, secret } = await createKey(owner.token, owner.workspaceId);

    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: secret });
    expect(list.status).toBe(200);
    expect(list.body.comments.map((c: { id: string }) => c.id)).toEqual([comment.id]);

    const patched = await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: secret, body: { status: 'resolved' } });
    expect(patched.status).toBe(200);
    expect(patched.body.comment.status).toBe('resolved');

    const reply = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/replies`, {
      token: secret,
      body: { body: 'Fixed in the last deploy' },
    });
    expect(reply.status).toBe(201);
    // Attributed to the key in the activity: the reply names it, as the workspace's recent activity shows.
    expect(reply.body.comment.viaApiKey).toEqual({ id: key.id, name: 'CI' });
    const summary = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/summary`, { token: owner.token });
    expect(summary.body.summary.recentActivity.find((c: { id: string }) => c.id === reply.body.comment.id).viaApiKey).toEqual({
      id: key.id,
      name: 'CI',
    });
    const byPerson = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/replies`, { token: owner.token, body: { body: 'Thanks' } });
    expect(byPerson.body.comment.viaApiKey).toBeNull();

    const listed = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys`, { token: owner.token });
    expect(listed.body.keys[0].lastUsedAt).not.toBeNull();
    const usage = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/usage`, { token: owner.token });
    expect(usage.body.usage).toEqual([{ keyId: key.id, day: new Date().toISOString().slice(0, 10), calls: 3 }]);
  });

  it("sees exactly its workspace: another workspace's ids answer 404, even where its creator is a member", async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const { secret } = await createKey(owner.token, owner.workspaceId);
    // The creator also owns a second workspace: the key must not reach it.
    const second = await call(t.baseUrl, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Side project' } });
    expect(second.status).toBe(201);
    const secondId = second.body.workspace.id;
    const secondProject = await createProject(t.baseUrl, owner.token, secondId);
    const secondComment = await createComment(t.baseUrl, secondProject);

    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${secondId}/comments`, { token: secret })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${secondId}/projects`, { token: secret })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${secondComment.id}`, { token: secret })).status).toBe(404);
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/comments/${secondComment.id}`, { token: secret, body: { status: 'resolved' } })).status,
    ).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${secondProject.id}`, { token: secret })).status).toBe(404);
    // Its own workspace answers.
    expect((await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: secret })).status).toBe(200);
  });

  it('with the read scope only, reads and gets 403 on a write', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const comment = await createComment(t.baseUrl, project);
    const { secret } = await createKey(owner.token, owner.workspaceId, { scopes: ['read'] });
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: secret })).status).toBe(200);
    const write = await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: secret, body: { status: 'resolved' } });
    expect(write.status).toBe(403);
    expect(write.body.error).toBe('forbidden');
    expect(write.body.message).toContain('can only read');
    const after = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token });
    expect(after.body.comment.status).toBe('open');
  });

  it('restricted to a project, sees that project alone', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const otherProject = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Blog' });
    const inside = await createComment(t.baseUrl, project);
    const outside = await createComment(t.baseUrl, otherProject);
    const { secret } = await createKey(owner.token, owner.workspaceId, { projectId: project.id });

    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: secret });
    expect(list.body.comments.map((c: { id: string }) => c.id)).toEqual([inside.id]);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${outside.id}`, { token: secret })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/projects/${otherProject.id}`, { token: secret })).status).toBe(404);
    const projects = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/projects`, { token: secret });
    expect(projects.body.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);
  });

  it("lists ARIA's findings, of its one project when restricted", async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Blog' });
    for (const target of [project, other]) {
      const reported = await reportAriaFindings(t.baseUrl, target, ariaReport());
      expect(reported.status).toBeLessThan(300);
    }
    const url = `/api/workspaces/${owner.workspaceId}/aria/findings`;
    const whole = await createKey(owner.token, owner.workspaceId, { scopes: ['read'] });
    expect((await call(t.baseUrl, 'GET', url, { token: whole.secret })).body.findings).toHaveLength(2);
    const restricted = await createKey(owner.token, owner.workspaceId, { scopes: ['read'], projectId: project.id });
    const seen = await call(t.baseUrl, 'GET', url, { token: restricted.secret });
    expect(seen.body.findings.map((finding: { projectId: string }) => finding.projectId)).toEqual([project.id]);
  });

  it('is refused on routes outside the public API (keys, members, the account)', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { secret } = await createKey(owner.token, owner.workspaceId);
    for (const [method, path] of [
      ['GET', `/api/workspaces/${owner.workspaceId}/api-keys`],
      ['POST', `/api/workspaces/${owner.workspaceId}/invites`],
      ['DELETE', `/api/workspaces/${owner.workspaceId}`],
      ['GET', '/api/workspaces'],
      ['GET', '/api/notifications'],
    ] as const) {
      const res = await call(t.baseUrl, method, path, {
        token: secret,
        body: method === 'POST' ? { email: 'x@example.com', role: 'member' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toContain('not part of the public API');
    }
    const workspace = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}`, { token: owner.token });
    expect(workspace.status).toBe(200);
  });

  it('stops working at once when revoked, and after its expiry', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { key, secret } = await createKey(owner.token, owner.workspaceId);
    const url = `/api/workspaces/${owner.workspaceId}/comments`;
    expect((await call(t.baseUrl, 'GET', url, { token: secret })).status).toBe(200);
    expect(
      (await call(t.baseUrl, 'DELETE', `/api/workspaces/${owner.workspaceId}/api-keys/${key.id}`, { token: owner.token })).status,
    ).toBe(204);
    const revoked = await call(t.baseUrl, 'GET', url, { token: secret });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe('invalid-token');
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys`, { token: owner.token })).body.keys).toEqual([]);

    const expiring = await createKey(owner.token, owner.workspaceId, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await call(t.baseUrl, 'GET', url, { token: expiring.secret })).status).toBe(200);
    await t.app.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.key.id)
      .execute();
    const expired = await call(t.baseUrl, 'GET', url, { token: expiring.secret });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('token-expired');

    const mistyped = await call(t.baseUrl, 'GET', url, { token: `${secret.slice(0, -2)}xx` });
    expect(mistyped.status).toBe(401);
    expect(mistyped.body.error).toBe('invalid-token');
  });

  it("another workspace's key cannot be revoked by id", async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    const { key, secret } = await createKey(owner.token, owner.workspaceId);
    expect(
      (await call(t.baseUrl, 'DELETE', `/api/workspaces/${other.workspaceId}/api-keys/${key.id}`, { token: other.token })).status,
    ).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: secret })).status).toBe(200);
  });
});

describe('what a key did', () => {
  it("names the key in the thread's history and the owners' audit log, for replies, triage and deletes", async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const { key, secret } = await createKey(owner.token, owner.workspaceId, { name: 'CI bot' });
    const thread = await createComment(t.baseUrl, project);
    const other = await createComment(t.baseUrl, project);

    const reply = await call(t.baseUrl, 'POST', `/api/comments/${thread.id}/replies`, {
      token: secret,
      body: { body: 'Deployed the fix' },
    });
    expect(reply.status).toBe(201);
    const patched = await call(t.baseUrl, 'PATCH', `/api/comments/${thread.id}`, {
      token: secret,
      body: { status: 'resolved', priority: 'high', assigneeId: member.user.uid },
    });
    expect(patched.status).toBe(200);
    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${reply.body.comment.id}`, { token: secret })).status).toBe(204);
    // The same changes made by a person are theirs, not a key's.
    expect((await call(t.baseUrl, 'PATCH', `/api/comments/${other.id}`, { token: owner.token, body: { status: 'resolved' } })).status).toBe(
      200,
    );

    const by = { id: key.id, name: 'CI bot', prefix: key.prefix };
    const history = await call(t.baseUrl, 'GET', `/api/comments/${thread.id}/api-key-activity`, { token: member.token });
    expect(history.status).toBe(200);
    const actions = history.body.activity.map((entry: { action: string }) => entry.action);
    expect(actions).toHaveLength(5);
    expect(actions.slice(1).sort()).toEqual(['assigned', 'priority-changed', 'reply-created', 'status-changed']);
    expect(history.body.activity[0]).toMatchObject({
      key: by,
      action: 'comment-deleted',
      threadId: thread.id,
      commentId: reply.body.comment.id,
    });
    expect(history.body.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: by, action: 'status-changed', status: 'resolved', priority: null, assignee: null }),
        expect.objectContaining({ key: by, action: 'priority-changed', priority: 'high' }),
        expect.objectContaining({ key: by, action: 'assigned', assignee: { id: member.user.uid, displayName: 'Max Member' } }),
        expect.objectContaining({ key: by, action: 'reply-created', commentId: reply.body.comment.id }),
      ]),
    );
    expect((await call(t.baseUrl, 'GET', `/api/comments/${other.id}/api-key-activity`, { token: owner.token })).body.activity).toEqual([]);

    const audit = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/activity`, { token: owner.token });
    expect(audit.status).toBe(200);
    expect(audit.body.activity.map((entry: { id: string }) => entry.id)).toEqual(
      history.body.activity.map((entry: { id: string }) => entry.id),
    );
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/activity`, { token: member.token })).status).toBe(
      403,
    );
    // A key cannot read the audit log of keys.
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/activity`, { token: secret })).status).toBe(403);
  });
});

describe('what a key did in bulk', () => {
  it('names the key for each thread a bulk change made with it resolved or deleted', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const { key, secret } = await createKey(owner.token, owner.workspaceId, { name: 'Triage bot' });
    const [a, b] = [await createComment(t.baseUrl, project), await createComment(t.baseUrl, project)];
    const bulk = (token: string, action: unknown, ids: string[]) =>
      call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/comments/bulk`, { token, body: { ids, action } });

    expect((await bulk(secret, { type: 'status', status: 'resolved' }, [a.id, b.id])).status).toBe(200);
    expect((await bulk(owner.token, { type: 'priority', priority: 'high' }, [a.id])).status).toBe(200);
    expect((await bulk(secret, { type: 'delete' }, [b.id])).status).toBe(200);

    const audit = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/activity`, { token: owner.token });
    const entries = audit.body.activity.map((entry: { key: { id: string }; action: string; threadId: string }) => [
      entry.key.id,
      entry.action,
      entry.threadId,
    ]);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        [key.id, 'status-changed', a.id],
        [key.id, 'status-changed', b.id],
        [key.id, 'comment-deleted', b.id],
      ]),
    );
  });
});

describe('what a key did, beyond comments', () => {
  it("puts the key's project and webhook changes in the owners' audit log, by name", async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { key, secret } = await createKey(owner.token, owner.workspaceId, { name: 'Provisioner' });
    const project = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
      token: secret,
      body: { name: 'Docs site', siteUrl: 'https://docs.example.com' },
    });
    expect(project.status).toBe(201);
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/projects/${project.body.project.id}`, { token: secret, body: { name: 'Docs' } })).status,
    ).toBe(200);
    // The owner's own change is not the key's.
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/projects/${project.body.project.id}`, { token: owner.token, body: { name: 'Docs site' } }))
        .status,
    ).toBe(200);

    const audit = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/activity`, { token: owner.token });
    expect(audit.body.activity).toEqual([
      expect.objectContaining({
        key: { id: key.id, name: 'Provisioner', prefix: key.prefix },
        action: 'project-updated',
        target: 'Docs',
        threadId: null,
        commentId: null,
      }),
      expect.objectContaining({ action: 'project-created', target: 'Docs site', threadId: null }),
    ]);
  });
});

describe('Idempotency-Key on creates', () => {
  it('answers a retried create with the first answer and makes one thing', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { secret } = await createKey(owner.token, owner.workspaceId);
    const url = `/api/workspaces/${owner.workspaceId}/projects`;
    const body = { name: 'Docs site', siteUrl: 'https://docs.example.com/' };
    const headers = { 'idempotency-key': 'create-docs-1' };
    const first = await call(t.baseUrl, 'POST', url, { token: secret, body, headers });
    const retry = await call(t.baseUrl, 'POST', url, { token: secret, body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const projects = await call(t.baseUrl, 'GET', url, { token: secret });
    expect(projects.body.projects.filter((p: { name: string }) => p.name === 'Docs site')).toHaveLength(1);

    const reused = await call(t.baseUrl, 'POST', url, { token: secret, body: { ...body, name: 'Other' }, headers });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('idempotency-key-reused');
  });

  it('leaves the key free after a refused request, so the corrected one goes through', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { secret } = await createKey(owner.token, owner.workspaceId);
    const url = `/api/workspaces/${owner.workspaceId}/webhooks`;
    const headers = { 'idempotency-key': 'retry-after-fix' };
    // Refused by the handler itself (a private address), after the key was claimed.
    const refused = await call(t.baseUrl, 'POST', url, {
      token: secret,
      body: { url: 'http://10.0.0.1/hook', eventTypes: ['comment.created'] },
      headers,
    });
    expect(refused.status).toBe(400);
    const fixed = await call(t.baseUrl, 'POST', url, {
      token: secret,
      body: { url: 'https://93.184.215.14/cf', eventTypes: ['comment.created'] },
      headers,
    });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });
});
