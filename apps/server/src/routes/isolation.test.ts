import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Project } from '@commentflow/shared';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, createReply, newCommentBody, SITE_ORIGIN } from '../test/factories.ts';
import { startTestApp } from '../test/test-app.ts';

// User B owns another workspace. Every route that takes a workspace, project or comment id (or a
// project key) must answer B as if A's things did not exist, and leave them untouched.

let t: Awaited<ReturnType<typeof startTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
let projectA: Project;
let projectB: Project;
let rootA: Comment;
let replyA: Comment;
const B_ORIGIN = 'https://b-site.example.org';

beforeAll(async () => {
  t = await startTestApp();
  [a, b] = await Promise.all([signUpUser(t.baseUrl), signUpUser(t.baseUrl)]);
  projectA = await createProject(t.baseUrl, a.token, a.workspaceId);
  projectB = await createProject(t.baseUrl, b.token, b.workspaceId, { siteUrl: B_ORIGIN });
  rootA = await createComment(t.baseUrl, projectA, { token: a.token });
  replyA = await createReply(t.baseUrl, a.token, rootA.id);
  await createComment(t.baseUrl, projectB, { token: b.token, origin: B_ORIGIN });
});
afterAll(async () => {
  await t.close();
});

/** Everything A can see, read through A's own eyes. */
async function snapshotOfA() {
  const get = async (path: string) => (await call(t.baseUrl, 'GET', path, { token: a.token })).body;
  return {
    workspaces: await get('/api/workspaces'),
    workspace: await get(`/api/workspaces/${a.workspaceId}`),
    projects: await get(`/api/workspaces/${a.workspaceId}/projects`),
    project: await get(`/api/projects/${projectA.id}`),
    comments: await get(`/api/workspaces/${a.workspaceId}/comments`),
    thread: await get(`/api/comments/${rootA.id}`),
    rows: await t.app.db.selectFrom('comments').selectAll().where('workspace_id', '=', a.workspaceId).orderBy('id').execute(),
  };
}

/** Every dashboard call that names one of A's things. */
function dashboardAttempts(): [string, string, unknown?][] {
  return [
    ['GET', `/api/workspaces/${a.workspaceId}`],
    ['PATCH', `/api/workspaces/${a.workspaceId}`, { name: 'Taken over' }],
    ['GET', `/api/workspaces/${a.workspaceId}/projects`],
    ['POST', `/api/workspaces/${a.workspaceId}/projects`, { name: 'Planted', siteUrl: B_ORIGIN }],
    ['GET', `/api/projects/${projectA.id}`],
    ['PATCH', `/api/projects/${projectA.id}`, { allowedOrigins: [B_ORIGIN] }],
    ['GET', `/api/workspaces/${a.workspaceId}/comments`],
    ['GET', `/api/comments/${rootA.id}`],
    ['GET', `/api/comments/${replyA.id}`],
    ['POST', `/api/comments/${rootA.id}/replies`, { body: 'Planted reply' }],
    ['PATCH', `/api/comments/${rootA.id}`, { status: 'resolved' }],
    ['PATCH', `/api/comments/${rootA.id}`, { body: 'Rewritten' }],
    ['PATCH', `/api/comments/${replyA.id}`, { body: 'Rewritten' }],
    ['DELETE', `/api/comments/${replyA.id}`],
    ['DELETE', `/api/comments/${rootA.id}`],
    ['GET', `/api/comments/${rootA.id}/screenshot`],
    ['GET', `/api/workspaces/${a.workspaceId}/integrations`],
    ['POST', `/api/workspaces/${a.workspaceId}/integrations`, { provider: 'email', settings: { recipients: ['b@example.org'] } }],
    ['GET', `/api/comments/${rootA.id}/tickets`],
    ['GET', `/api/comments/${rootA.id}/ticket-preview?integrationId=${projectB.id}`],
    ['POST', `/api/comments/${rootA.id}/tickets`, { integrationId: projectB.id }],
  ];
}

describe("another workspace's ids answer 404 and change nothing", () => {
  it('on every dashboard route', async () => {
    const before = await snapshotOfA();
    const attempts = dashboardAttempts();
    for (const [method, path, body] of attempts) {
      const res = await call(t.baseUrl, method, path, { token: b.token, body });
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({ method, path, status: 404, error: 'not-found' });
      expect(JSON.stringify(res.body)).not.toContain(projectA.publicKey);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("with B's write API key: 404 on the public API's routes, 403 on the others", async () => {
    const before = await snapshotOfA();
    const created = await call(t.baseUrl, 'POST', `/api/workspaces/${b.workspaceId}/api-keys`, {
      token: b.token,
      body: { name: 'B bot', scopes: ['read', 'write'] },
    });
    for (const [method, path, body] of dashboardAttempts()) {
      const res = await call(t.baseUrl, method, path, { token: created.body.secret, body });
      // Integrations and tickets are not in the public API: keys are refused there before any lookup.
      const notForKeys =
        (method === 'PATCH' && path.startsWith('/api/workspaces/')) || /\/(integrations|tickets|ticket-preview)\b/.test(path);
      const expected = notForKeys ? { status: 403, error: 'forbidden' } : { status: 404, error: 'not-found' };
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({ method, path, ...expected });
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("keeps A's things out of B's lists and filters", async () => {
    const workspaces = await call(t.baseUrl, 'GET', '/api/workspaces', { token: b.token });
    expect(workspaces.body.workspaces.map((w: { id: string }) => w.id)).toEqual([b.workspaceId]);
    const byProject = await call(t.baseUrl, 'GET', `/api/workspaces/${b.workspaceId}/comments?projectId=${projectA.id}`, {
      token: b.token,
    });
    expect(byProject.status).toBe(200);
    expect(byProject.body.comments).toEqual([]);
    const search = await call(t.baseUrl, 'GET', `/api/workspaces/${b.workspaceId}/comments?q=blurry`, { token: b.token });
    expect(search.body.comments.every((c: Comment) => c.workspaceId === b.workspaceId)).toBe(true);
  });

  it("refuses A's user as an assignee in B's workspace", async () => {
    const mine = await createComment(t.baseUrl, projectB, { token: b.token, origin: B_ORIGIN });
    const res = await call(t.baseUrl, 'PATCH', `/api/comments/${mine.id}`, { token: b.token, body: { assigneeId: a.user.uid } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
  });

  it("on every widget route: A's comments through B's key, and A's key from B's site", async () => {
    const before = await snapshotOfA();
    const asB = { token: b.token, origin: B_ORIGIN };
    const throughB: [string, string, unknown?][] = [
      ['GET', `/api/widget/${projectB.publicKey}/comments/${rootA.id}`],
      ['POST', `/api/widget/${projectB.publicKey}/comments/${rootA.id}/replies`, { body: 'Planted reply' }],
      ['PATCH', `/api/widget/${projectB.publicKey}/comments/${rootA.id}`, { status: 'resolved' }],
      ['POST', `/api/widget/${projectB.publicKey}/comments/${rootA.id}/screenshot?token=x`, {}],
    ];
    for (const [method, path, body] of throughB) {
      const res = await call(t.baseUrl, method, path, { ...asB, body });
      expect({ path, status: res.status, error: res.body?.error }).toEqual({ path, status: 404, error: 'not-found' });
    }
    const listB = await call(
      t.baseUrl,
      'GET',
      `/api/widget/${projectB.publicKey}/comments?pageUrl=${encodeURIComponent(rootA.pageUrl)}`,
      asB,
    );
    expect(listB.status).toBe(200);
    expect(listB.body.comments.map((c: Comment) => c.projectId)).not.toContain(projectA.id);

    const withKeyA: [string, string, unknown?][] = [
      ['GET', `/api/widget/${projectA.publicKey}/config`],
      ['GET', `/api/widget/${projectA.publicKey}/comments`],
      ['GET', `/api/widget/${projectA.publicKey}/comments/${rootA.id}`],
      ['POST', `/api/widget/${projectA.publicKey}/comments`, newCommentBody({ guest: { name: 'B', email: 'b@example.org' } })],
      [
        'POST',
        `/api/widget/${projectA.publicKey}/comments/${rootA.id}/replies`,
        { body: 'Planted', guest: { name: 'B', email: 'b@example.org' } },
      ],
      ['PATCH', `/api/widget/${projectA.publicKey}/comments/${rootA.id}`, { status: 'resolved' }],
      ['POST', `/api/widget/${projectA.publicKey}/comments/${rootA.id}/screenshot?token=x`, {}],
    ];
    for (const [method, path, body] of withKeyA) {
      const res = await call(t.baseUrl, method, path, { ...asB, body });
      expect({ path, status: res.status, error: res.body?.error }).toEqual({ path, status: 403, error: 'origin-not-allowed' });
    }
    // From A's own site but signed in as B, B is only a guest: never a member who may change status.
    const patch = await call(t.baseUrl, 'PATCH', `/api/widget/${projectA.publicKey}/comments/${rootA.id}`, {
      token: b.token,
      origin: SITE_ORIGIN,
      body: { status: 'resolved' },
    });
    expect(patch.status).toBe(403);
    expect(await snapshotOfA()).toEqual(before);
    const seen = await t.app.db.selectFrom('projects').select('widget_seen_at').where('id', '=', projectA.id).executeTakeFirstOrThrow();
    expect(seen.widget_seen_at).toBeNull();
  });
});
