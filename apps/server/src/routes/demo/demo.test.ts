import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAST_JOBS } from '../../test/job-queue-harness.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, newCommentBody } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { resetDemoComments } from '../../services/reset-demo-comments.ts';
import { getWithHost, hostRequest } from '../site/host-request.ts';

let t: TestApp;
let projectKey: string;
beforeAll(async () => {
  t = await startTestApp();
  const res = await call(t.baseUrl, 'GET', '/api/demo');
  expect(res.status).toBe(200);
  projectKey = res.body.projectKey;
});
afterAll(async () => {
  await t.close();
});

const GUEST = { name: 'Dana Demo', email: 'dana@example.com' };
const PAGE_HOST = 'localhost:3000';
const PAGE_ORIGIN = `http://${PAGE_HOST}`;
/** Another app on the same database: a restart, or a second instance. Closing it leaves the database. */
const sameDatabase = () => ({ settings: t.config, drop: async () => undefined });

/** A guest pin from a demo page served by the app at `baseUrl`, as the page's browser sends it. */
async function demoPin(baseUrl: string): Promise<string> {
  const res = await hostRequest(baseUrl, `/api/widget/${projectKey}/comments`, PAGE_HOST, {
    method: 'POST',
    headers: { origin: PAGE_ORIGIN },
    body: newCommentBody({ guest: GUEST, pageUrl: `${PAGE_ORIGIN}/demo` }),
  });
  expect(res.status).toBe(201);
  return (JSON.parse(res.text) as { comment: { id: string } }).comment.id;
}

async function demoCommentCount(): Promise<number> {
  const project = await t.app.db.selectFrom('projects').select('id').where('public_key', '=', projectKey).executeTakeFirstOrThrow();
  return (await t.app.db.selectFrom('comments').select('id').where('project_id', '=', project.id).execute()).length;
}

describe('public demo project', () => {
  it('exists from start-up: exempt, allowing guests, with no members to see it in a dashboard', async () => {
    expect(projectKey).toMatch(/^pk_/);
    const project = await t.app.db.selectFrom('projects').selectAll().where('public_key', '=', projectKey).executeTakeFirstOrThrow();
    expect(project.allow_guests).toBe(1);
    const workspace = await t.app.db.selectFrom('workspaces').selectAll().where('id', '=', project.workspace_id).executeTakeFirstOrThrow();
    expect(workspace).toMatchObject({ slug: 'commentflow-demo', exempt: 1 });
    const members = await t.app.db.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspace.id).execute();
    expect(members).toEqual([]);
  });

  it('is created once however often the server starts on the same database', async () => {
    const again = await startTestApp({}, sameDatabase());
    try {
      expect((await call(again.baseUrl, 'GET', '/api/demo')).body.projectKey).toBe(projectKey);
      const rows = await again.app.db.selectFrom('workspaces').select('id').where('slug', '=', 'commentflow-demo').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it("accepts widget calls from a page on the server's own host", async () => {
    for (const host of ['localhost:3000', 'demo.localhost:3000', 'commentflow.example.com']) {
      const res = await getWithHost(t.baseUrl, `/api/widget/${projectKey}/config`, host, { origin: `http://${host}` });
      expect(res.status, host).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(`http://${host}`);
      expect(JSON.parse(res.text).project.allowGuests).toBe(true);
    }
    await demoPin(t.baseUrl);
  });

  it('accepts a same-origin GET from a demo page, which browsers send without Origin', async () => {
    const path = `/api/widget/${projectKey}/comments?pageUrl=${encodeURIComponent(`http://${PAGE_HOST}/demo`)}`;
    const sameOrigin = await getWithHost(t.baseUrl, path, PAGE_HOST, { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
    const crossSite = await getWithHost(t.baseUrl, path, PAGE_HOST, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.text).error).toBe('origin-not-allowed');
  });

  it('refuses a page on another host or port', async () => {
    for (const origin of ['https://evil.example.net', 'http://localhost:4000', 'null']) {
      const res = await getWithHost(t.baseUrl, `/api/widget/${projectKey}/config`, PAGE_HOST, { origin });
      expect(res.status, origin).toBe(403);
      expect(JSON.parse(res.text).error).toBe('origin-not-allowed');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('gives the same-host rule to the demo project only', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const res = await getWithHost(t.baseUrl, `/api/widget/${project.publicKey}/config`, PAGE_HOST, { origin: PAGE_ORIGIN });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).error).toBe('origin-not-allowed');
  });
});

describe('demo reset', () => {
  it("deletes the demo project's comments and replies, and nothing of anyone else", async () => {
    const pin = await demoPin(t.baseUrl);
    await demoPin(t.baseUrl);
    const reply = await hostRequest(t.baseUrl, `/api/widget/${projectKey}/comments/${pin}/replies`, PAGE_HOST, {
      method: 'POST',
      headers: { origin: PAGE_ORIGIN },
      body: { clientId: randomUUID(), body: 'A reply', guest: GUEST },
    });
    expect(reply.status).toBe(201);
    const owner = await signUpUser(t.baseUrl);
    const customer = await createComment(t.baseUrl, await createProject(t.baseUrl, owner.token, owner.workspaceId));
    expect(await demoCommentCount()).toBeGreaterThanOrEqual(3);

    expect(await resetDemoComments(t.app.db)).toBeGreaterThanOrEqual(3);
    expect(await demoCommentCount()).toBe(0);
    expect(await t.app.db.selectFrom('comments').select('id').where('id', '=', customer.id).executeTakeFirst()).toEqual({
      id: customer.id,
    });
    expect(await resetDemoComments(t.app.db)).toBe(0);
  });

  it('runs every DEMO_RESET_MINUTES on the job layer', async () => {
    let scheduled: TestApp | undefined;
    try {
      // 600 ms for a period: the instance's schedule moves the shared one in.
      scheduled = await startTestApp({ demoResetMinutes: 0.01, ...FAST_JOBS }, sameDatabase());
      await demoPin(scheduled.baseUrl);
      await vi.waitFor(async () => expect(await demoCommentCount()).toBe(0), { timeout: 10_000 });
      const schedule = await t.app.db.selectFrom('job_schedules').selectAll().where('name', '=', 'demo-reset').executeTakeFirstOrThrow();
      expect(schedule.period_ms).toBe(600);
    } finally {
      await scheduled?.close();
    }
  });
});
