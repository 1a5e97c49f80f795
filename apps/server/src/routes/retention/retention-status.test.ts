import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser } from '../../test/auth-factory.ts';
import { fillComments, setWorkspacePlan } from '../../test/billing-factory.ts';
import { addMember, call, createProject, createTeam } from '../../test/factories.ts';
import { startTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const status = (token: string | undefined, workspaceId?: string) =>
  call(t.baseUrl, 'GET', '/api/retention/status', { token, headers: workspaceId ? { 'x-workspace-id': workspaceId } : {} });

describe('GET /api/retention/status (docs/product/data.md)', () => {
  it('answers 401 without a token on every retention call', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/retention/status'],
      ['GET', '/api/retention/config'],
      ['POST', '/api/retention/acknowledge', { warningType: 'banner_dismissed', daysRemaining: 3 }],
      ['POST', '/api/retention/request-export'],
    ] as const) {
      const res = await call(t.baseUrl, method, path, { body });
      expect(res.status, path).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
  });

  it('shows a new workspace on its trial: 30 days after the 14 are the deletion date, nothing to warn about', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await status(owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      workspaceId: owner.workspaceId,
      isExempt: false,
      status: 'trial',
      daysRemaining: 44,
      warningLevel: 'none',
      plan: 'free',
      shouldShowWarning: false,
      shouldShowPopup: false,
      upgradeRecommended: false,
      commentCount: 0,
      stats: { comments: 0, projects: 0, integrations: 0 },
      exports: { canExport: true },
    });
  });

  it('counts down to 30 days after an unpaid trial ended, with the levels of docs/product/plans-and-retention.md', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    await fillComments(t.app, project, 12);
    for (const [endedDaysAgo, days, level] of [
      [10, 20, 'none'],
      [16, 14, 'info'],
      [23, 7, 'warning'],
      [27, 3, 'high'],
      [29, 1, 'critical'],
      [31, 0, 'critical'],
    ] as const) {
      await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: endedDaysAgo });
      const res = await status(owner.token, owner.workspaceId);
      expect(res.body, `${endedDaysAgo} days after`).toMatchObject({
        status: 'limited',
        plan: 'free',
        daysRemaining: days,
        warningLevel: level,
        upgradeRecommended: true,
      });
      expect(res.body.shouldShowWarning).toBe(days <= 14);
      expect(res.body.shouldShowPopup).toBe(days <= 7);
    }
    const seenByMember = await status(member.token, owner.workspaceId);
    expect(seenByMember.body).toMatchObject({ commentCount: 12, stats: { comments: 12, projects: 1 }, exports: { canExport: false } });
  });

  it('never warns paid, exempt or PLANS=off workspaces: they are unlimited', async () => {
    const paid = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, paid.workspaceId, { plan: 'starter', trialEndedDaysAgo: 40 });
    expect((await status(paid.token)).body).toMatchObject({
      status: 'unlimited',
      plan: 'starter',
      daysRemaining: null,
      warningLevel: 'none',
      shouldShowWarning: false,
    });
    const exempt = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, exempt.workspaceId, { trialEndedDaysAgo: 29, exempt: true });
    expect((await status(exempt.token)).body).toMatchObject({
      isExempt: true,
      status: 'unlimited',
      daysRemaining: null,
      warningLevel: 'none',
      shouldShowPopup: false,
    });

    const off = await startTestApp({ billing: { ...t.config.billing, plansEnabled: false } });
    try {
      const owner = await signUpUser(off.baseUrl);
      await setWorkspacePlan(off.app, owner.workspaceId, { trialEndedDaysAgo: 29 });
      const res = await call(off.baseUrl, 'GET', '/api/retention/status', { token: owner.token });
      expect(res.body).toMatchObject({
        status: 'unlimited',
        plan: 'pro',
        warningLevel: 'none',
        shouldShowWarning: false,
        upgradeRecommended: false,
      });
      const config = await call(off.baseUrl, 'GET', '/api/retention/config', { token: owner.token });
      expect(config.body.limits).toEqual({ maxComments: -1, maxProjects: -1, maxIntegrations: -1 });
      for (const name of ['One', 'Two']) await createProject(off.baseUrl, owner.token, owner.workspaceId, { name });
    } finally {
      await off.close();
    }
  });

  it('picks the workspace: X-Workspace-Id, else workspaceId, else the first owned, else the first joined; others 404', async () => {
    const owner = await signUpUser(t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    await addMember(t.app, other.workspaceId, owner.user.uid, 'member');
    expect((await status(owner.token)).body.workspaceId).toBe(owner.workspaceId);
    expect((await status(owner.token, other.workspaceId)).body.workspaceId).toBe(other.workspaceId);
    const byQuery = await call(t.baseUrl, 'GET', `/api/retention/status?workspaceId=${other.workspaceId}`, { token: owner.token });
    expect(byQuery.body.workspaceId).toBe(other.workspaceId);
    const stranger = await signUpUser(t.baseUrl);
    expect((await status(owner.token, stranger.workspaceId)).status).toBe(404);
    const malformed = await status(owner.token, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('validation-failed');

    // Owning nothing: the first workspace joined.
    await t.app.db
      .updateTable('memberships')
      .set({ role: 'admin' })
      .where('user_id', '=', owner.user.uid)
      .where('workspace_id', '=', owner.workspaceId)
      .execute();
    await t.app.db
      .updateTable('memberships')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', owner.user.uid)
      .where('workspace_id', '=', other.workspaceId)
      .execute();
    expect((await status(owner.token)).body.workspaceId).toBe(other.workspaceId);
  });
});

describe('GET /api/retention/config', () => {
  it("gives the workspace's limits and asks for acknowledgment once deletion is 3 days away", async () => {
    const owner = await signUpUser(t.baseUrl);
    const trial = await call(t.baseUrl, 'GET', '/api/retention/config', { token: owner.token });
    expect(trial.body).toEqual({
      limits: { maxComments: -1, maxProjects: -1, maxIntegrations: -1 },
      notifications: { popup: { requireAcknowledgment: false } },
    });
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 27 });
    const free = await call(t.baseUrl, 'GET', '/api/retention/config', { token: owner.token });
    expect(free.body).toEqual({
      limits: { maxComments: 200, maxProjects: 1, maxIntegrations: 0 },
      notifications: { popup: { requireAcknowledgment: true } },
    });
  });
});

describe('POST /api/retention/acknowledge', () => {
  it('hides the banner once dismissed and the popup once acknowledged, until a more urgent level', async () => {
    const owner = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 24 }); // 6 days: warning
    const ack = (body: unknown) => call(t.baseUrl, 'POST', '/api/retention/acknowledge', { token: owner.token, body });
    expect((await ack({ warningType: 'banner_dismissed', daysRemaining: 6 })).body).toEqual({ success: true });
    expect((await status(owner.token)).body).toMatchObject({ shouldShowWarning: false, shouldShowPopup: true });
    expect((await ack({ warningType: 'popup_acknowledged', daysRemaining: 6 })).status).toBe(200);
    expect((await status(owner.token)).body).toMatchObject({ shouldShowWarning: false, shouldShowPopup: false });
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 28 }); // 2 days: high
    expect((await status(owner.token)).body).toMatchObject({ warningLevel: 'high', shouldShowWarning: true, shouldShowPopup: true });

    const bad = await ack({ warningType: 'snoozed', daysRemaining: -1, extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.daysRemaining',
      'body.extra',
      'body.warningType',
    ]);
  });
});

describe('POST /api/retention/request-export with the spec empty body', () => {
  it('exports the current workspace for its owner, refuses a member 403', async () => {
    const { owner, member } = await createTeam(t.app, t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/retention/request-export', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, exportId: expect.any(String), message: expect.any(String) });
    const memberRes = await call(t.baseUrl, 'POST', '/api/retention/request-export', {
      token: member.token,
      headers: { 'x-workspace-id': owner.workspaceId },
    });
    expect(memberRes.status).toBe(403);
  });
});

describe('WebSocket /retention/{uid} (docs/product/limits.md)', () => {
  const open: WebSocket[] = [];
  afterAll(() => open.forEach((ws) => ws.terminate()));

  /** Opens the channel, sends the token, and resolves with the socket once ready (or its close code). */
  function connect(uid: string, token: string | null): Promise<{ ws: WebSocket; messages: unknown[]; closed: Promise<number> }> {
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/retention/${uid}`);
    open.push(ws);
    const messages: unknown[] = [];
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    return new Promise((resolve) => {
      ws.on('open', () => ws.send(JSON.stringify(token ? { type: 'auth', token } : { type: 'hello' })));
      ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string };
        if (message.type === 'ready') resolve({ ws, messages, closed });
        else messages.push(message);
      });
      ws.on('close', () => resolve({ ws, messages, closed }));
    });
  }

  it("closes without a token (4401) or on another user's channel (4403)", async () => {
    const owner = await signUpUser(t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    expect(await (await connect(owner.user.uid, null)).closed).toBe(4401);
    expect(await (await connect(owner.user.uid, other.token)).closed).toBe(4403);
  });

  it('sends status_update to that user only after an acknowledgment', async () => {
    const owner = await signUpUser(t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 25 });
    const mine = await connect(owner.user.uid, owner.token);
    const theirs = await connect(other.user.uid, other.token);
    const update = new Promise<{ type: string; data: { shouldShowWarning: boolean } }>((resolve) =>
      mine.ws.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
    );
    await call(t.baseUrl, 'POST', '/api/retention/acknowledge', {
      token: owner.token,
      body: { warningType: 'banner_dismissed', daysRemaining: 5 },
    });
    expect(await update).toMatchObject({ type: 'status_update', data: { workspaceId: owner.workspaceId, shouldShowWarning: false } });
    // The other user's channel hears its own acknowledgment next, and nothing before it.
    const next = new Promise<{ data: { workspaceId: string } }>((resolve) =>
      theirs.ws.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
    );
    await call(t.baseUrl, 'POST', '/api/retention/acknowledge', {
      token: other.token,
      body: { warningType: 'banner_dismissed', daysRemaining: null },
    });
    expect((await next).data.workspaceId).toBe(other.workspaceId);
  });

  it('sends export_complete to the requester only, and its status refetch follows', async () => {
    const { owner, admin } = await createTeam(t.app, t.baseUrl);
    const mine = await connect(owner.user.uid, owner.token);
    const theirs = await connect(admin.user.uid, admin.token);
    const done = new Promise<{ type: string; data: { exportId: string; status: string } }>((resolve) =>
      mine.ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString());
        if (message.type === 'export_complete') resolve(message);
      }),
    );
    const asked = await call(t.baseUrl, 'POST', '/api/retention/request-export', { token: owner.token });
    expect(await done).toEqual({
      type: 'export_complete',
      data: { workspaceId: owner.workspaceId, exportId: asked.body.exportId, status: 'ready' },
    });
    // The admin's channel, open all along, heard nothing of it: only its own acknowledgment's update.
    const next = new Promise<void>((resolve) => theirs.ws.once('message', () => resolve()));
    await call(t.baseUrl, 'POST', '/api/retention/acknowledge', {
      token: admin.token,
      headers: { 'x-workspace-id': owner.workspaceId },
      body: { warningType: 'banner_dismissed', daysRemaining: null },
    });
    await next;
    expect(theirs.messages.map((message) => (message as { type: string }).type)).toEqual(['status_update']);
  });

  it('closes the channel when its session signs out', async () => {
    const owner = await signUpUser(t.baseUrl);
    const mine = await connect(owner.user.uid, owner.token);
    const out = await call(t.baseUrl, 'POST', '/api/auth/logout', { token: owner.token });
    expect(out.status).toBe(204);
    expect(await mine.closed).toBe(4401);
  });
});
