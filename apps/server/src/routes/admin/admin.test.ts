import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { openQueueInstance, type QueueInstance } from '../../test/job-queue-harness.ts';
import { until } from '../../test/socket-clients.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../../test/test-app.ts';
import { setInstanceAdmin } from '../../services/set-instance-admin.ts';

let t: TestApp;
let admin: SignedUpUser;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t.baseUrl, { displayName: 'Ada Admin' });
  expect(await setInstanceAdmin(t.app.db, admin.email, true)).toBe(true);
  owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
});
afterAll(async () => {
  await t?.close();
});

describe('the admin console is for instance admins only', () => {
  it('refuses a workspace owner and a signed-out caller on every route, before reading any input', async () => {
    const routes = [
      ['GET', '/api/admin/overview', undefined],
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/workspaces?limit=oops', undefined],
      ['PATCH', `/api/admin/users/${admin.user.uid}`, { disabled: true }],
      ['PATCH', `/api/admin/workspaces/${owner.workspaceId}`, { plan: 'pro' }],
      ['GET', '/api/admin/jobs', undefined],
      ['POST', '/api/admin/jobs/not-an-id/retry', undefined],
      ['GET', '/api/admin/audit-log', undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      const asOwner = await call(t.baseUrl, method, path, { token: owner.token, body });
      expect([path, asOwner.status, asOwner.body.error]).toEqual([path, 403, 'forbidden']);
      const anonymous = await call(t.baseUrl, method, path, { body });
      expect([path, anonymous.status]).toEqual([path, 401]);
    }
    const workspace = await t.app.db.selectFrom('workspaces').select('plan').where('id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    expect(workspace.plan).toBe('free');
  });
});

describe('GET /api/admin/overview', () => {
  it('tells the live state of the database and Redis, this process and the counts', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.health).toMatchObject({
      status: 'ok',
      database: { engine: t.app.dialect, status: 'up', latencyMs: expect.any(Number), error: null },
      redis: { status: 'off', latencyMs: null, error: null },
      nodeVersion: process.version,
    });
    expect(res.body.counts.users).toBeGreaterThanOrEqual(2);
    expect(res.body.counts.workspaces).toBeGreaterThanOrEqual(2);
  });
});

describe('users', () => {
  it('lists accounts newest first, finds them by e-mail or name, and pages through them', async () => {
    const found = await call(t.baseUrl, 'GET', '/api/admin/users?q=olive', { token: admin.token });
    expect(found.body.users).toEqual([
      expect.objectContaining({ uid: owner.user.uid, displayName: 'Olive Owner', workspaceCount: 1, disabled: false }),
    ]);
    const first = await call(t.baseUrl, 'GET', '/api/admin/users?limit=1', { token: admin.token });
    expect(first.body.users).toHaveLength(1);
    const second = await call(t.baseUrl, 'GET', `/api/admin/users?limit=1&cursor=${first.body.nextCursor}`, { token: admin.token });
    expect(second.body.users[0].uid).not.toBe(first.body.users[0].uid);
    const wildcard = await call(t.baseUrl, 'GET', '/api/admin/users?q=%25', { token: admin.token });
    expect(wildcard.body.users).toEqual([]);
  });

  it('disables an account: its sessions end and it cannot sign in; enabling lets it back', async () => {
    const victim = await signUpUser(t.baseUrl, { password: 'victim password' });
    const res = await call(t.baseUrl, 'PATCH', `/api/admin/users/${victim.user.uid}`, { token: admin.token, body: { disabled: true } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ uid: victim.user.uid, disabled: true });
    expect((await call(t.baseUrl, 'GET', '/api/workspaces', { token: victim.token })).body.error).toBe('invalid-token');
    const signIn = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: victim.email, password: 'victim password' } });
    expect(signIn.body.error).toBe('user-disabled');

    await call(t.baseUrl, 'PATCH', `/api/admin/users/${victim.user.uid}`, { token: admin.token, body: { disabled: false } });
    const again = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: victim.email, password: 'victim password' } });
    expect(again.status).toBe(200);
  });

  it('refuses to disable oneself, an unknown user and bad input', async () => {
    const self = await call(t.baseUrl, 'PATCH', `/api/admin/users/${admin.user.uid}`, { token: admin.token, body: { disabled: true } });
    expect([self.status, self.body.error]).toEqual([403, 'forbidden']);
    const unknown = await call(t.baseUrl, 'PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      token: admin.token,
      body: { disabled: true },
    });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'not-found']);
    const bad = await call(t.baseUrl, 'PATCH', `/api/admin/users/${owner.user.uid}`, {
      token: admin.token,
      body: { disabled: 'yes', isAdmin: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['body.disabled', 'body.isAdmin']);
  });
});

describe('workspaces', () => {
  it('lists workspaces with their size and overrides the plan and the exempt flag', async () => {
    const found = await call(t.baseUrl, 'GET', `/api/admin/workspaces?q=${encodeURIComponent('olive')}`, { token: admin.token });
    expect(found.body.workspaces).toEqual([
      expect.objectContaining({ id: owner.workspaceId, plan: 'free', exempt: false, memberCount: 1, projectCount: 0 }),
    ]);

    const res = await call(t.baseUrl, 'PATCH', `/api/admin/workspaces/${owner.workspaceId}`, {
      token: admin.token,
      body: { plan: 'pro', exempt: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.workspace).toMatchObject({ id: owner.workspaceId, plan: 'pro', exempt: true });
    const seenByOwner = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}`, { token: owner.token });
    expect(seenByOwner.body.workspace).toMatchObject({ plan: 'pro', exempt: true });
    const listedForOwner = await call(t.baseUrl, 'GET', '/api/workspaces', { token: owner.token });
    expect(listedForOwner.body.workspaces[0]).toMatchObject({ id: owner.workspaceId, exempt: true });
  });

  it('refuses an empty change, an unknown plan and an unknown workspace', async () => {
    const empty = await call(t.baseUrl, 'PATCH', `/api/admin/workspaces/${owner.workspaceId}`, { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    const plan = await call(t.baseUrl, 'PATCH', `/api/admin/workspaces/${owner.workspaceId}`, {
      token: admin.token,
      body: { plan: 'platinum' },
    });
    expect(plan.body.details.issues[0].path).toBe('body.plan');
    const unknown = await call(t.baseUrl, 'PATCH', '/api/admin/workspaces/00000000-0000-4000-8000-000000000000', {
      token: admin.token,
      body: { exempt: true },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('background jobs', () => {
  // The console's instance only enqueues (JOB_WORKERS=false); a worker instance on the same database
  // runs the jobs, as in a cluster.
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let web: TestApp;
  let worker: QueueInstance;
  let webAdmin: SignedUpUser;
  let resetWorks = false;
  const resets: number[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    web = await startTestApp({ jobWorkers: false }, database);
    webAdmin = await signUpUser(web.baseUrl);
    await setInstanceAdmin(web.app.db, webAdmin.email, true);
    worker = await openQueueInstance(database.settings);
    worker.jobs.work(
      'demo-reset',
      async (_payload, job) => {
        resets.push(job.attempt);
        if (!resetWorks) throw new Error('The demo project is locked by a migration');
      },
      { retryDelaysMs: [] },
    );
    await worker.jobs.start();
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await database?.drop();
  });

  it('shows each queue\'s depth and the failed jobs with their last error; "retry now" runs one again', async () => {
    await web.app.jobs.enqueue(web.app.db, 'export-build', { exportId: '6a1d3a53-4a4c-4e43-9a39-4b0f64c7c1a0' });
    await web.app.jobs.enqueue(web.app.db, 'demo-reset', {});
    const jobs = () => call(web.baseUrl, 'GET', '/api/admin/jobs', { token: webAdmin.token });
    await until(async () => (await jobs()).body.problems.length === 1, 15_000);

    const listed = await jobs();
    expect(listed.status).toBe(200);
    const queue = (name: string) => listed.body.queues.find((q: { name: string }) => q.name === name);
    // No worker of this cluster builds exports: the job waits.
    expect(queue('export-build')).toEqual({ name: 'export-build', waiting: 1, active: 0, retrying: 0, failed: 0 });
    expect(queue('demo-reset')).toEqual({ name: 'demo-reset', waiting: 0, active: 0, retrying: 0, failed: 1 });
    const [problem] = listed.body.problems;
    expect(problem).toEqual({
      id: expect.any(String),
      name: 'demo-reset',
      state: 'failed',
      attempt: 1,
      lastError: 'The demo project is locked by a migration',
      updatedAt: expect.any(String),
    });

    resetWorks = true;
    const retried = await call(web.baseUrl, 'POST', `/api/admin/jobs/${problem.id}/retry`, { token: webAdmin.token });
    expect(retried.status).toBe(200);
    await until(() => resets.length === 2, 15_000);
    await until(async () => (await jobs()).body.problems.length === 0, 15_000);
    expect(resets).toEqual([1, 2]);

    const again = await call(web.baseUrl, 'POST', `/api/admin/jobs/${problem.id}/retry`, { token: webAdmin.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'not-found', message: 'Job not found' });
    const bad = await call(web.baseUrl, 'POST', '/api/admin/jobs/not-an-id/retry', { token: webAdmin.token });
    expect(bad.status).toBe(400);
  });
});

describe('trials, for support', () => {
  it('extends a trial from its end, ends it now, and keeps every change in the audit log', async () => {
    const customer = await signUpUser(t.baseUrl, { displayName: 'Cora Customer' });
    const patch = (body: unknown) =>
      call(t.baseUrl, 'PATCH', `/api/admin/workspaces/${customer.workspaceId}`, { token: admin.token, body });
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);

    expect(days((await patch({ extendTrialDays: 7 })).body.workspace.trialEndsAt)).toBe(21);
    await patch({ endTrial: true });
    const status = await call(t.baseUrl, 'GET', '/api/retention/status', { token: customer.token });
    expect(status.body).toMatchObject({ status: 'limited', daysRemaining: 30 });
    expect(days((await patch({ extendTrialDays: 3 })).body.workspace.trialEndsAt)).toBe(3);
    expect((await patch({ extendTrialDays: 3, endTrial: true })).status).toBe(400);

    const log = await call(t.baseUrl, 'GET', `/api/admin/audit-log?workspaceId=${customer.workspaceId}`, { token: admin.token });
    expect(log.body.entries.map((entry: { details: { request: unknown } }) => entry.details.request)).toEqual([
      { extendTrialDays: 3 },
      { endTrial: true },
      { extendTrialDays: 7 },
    ]);
    expect(log.body.entries[0]).toMatchObject({ actorUserId: admin.user.uid, actorName: 'Ada Admin', action: 'workspace.plan-changed' });
  });
});
