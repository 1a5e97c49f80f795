import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember, call, createComment, createProject } from '../test/factories.ts';
import { GITHUB_TOKEN, startFakeGitHub, type FakeGitHub } from '../test/fakes/fake-github.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
});

async function workspace() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
  const member = await signUpUser(t.baseUrl, { displayName: 'Max Member' });
  await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
  return { owner, member, project };
}

const rules = (token: string, workspaceId: string) => `/api/workspaces/${workspaceId}/automation-rules`;
const runsOf = async (token: string, ruleId: string) => (await call(t.baseUrl, 'GET', `/api/automation-rules/${ruleId}/runs`, { token })).body.runs as Array<{ matched: boolean; actionsDone: string[]; errors: string[]; commentId: string }>;

async function waitForRuns(token: string, ruleId: string, count: number) {
  let runs: Awaited<ReturnType<typeof runsOf>> = [];
  await until(() => {
    void runsOf(token, ruleId).then((found) => (runs = found));
    return runs.length >= count;
  }, 10_000);
  return runs;
}

describe('automation rules', () => {
  it('run in order on a new thread, each on the thread as the ones before left it, and log what they did', async () => {
    const { owner, member, project } = await workspace();
    const triage = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), {
      token: owner.token,
      body: {
        name: 'Checkout is urgent',
        trigger: 'comment-created',
        conditions: [{ type: 'page-url', pattern: 'https://site.example.com/checkout*' }, { type: 'author', kinds: ['guest'] }],
        actions: [{ type: 'set-priority', priority: 'critical' }, { type: 'assign', assigneeId: member.user.uid }],
      },
    });
    expect(triage.status).toBe(201);
    const notify = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), {
      token: owner.token,
      body: { name: 'Critical pings Max', trigger: 'comment-created', conditions: [{ type: 'priority', priorities: ['critical'] }], actions: [{ type: 'notify', channel: 'in-app', userIds: [member.user.uid] }] },
    });
    const comment = await createComment(t.baseUrl, project, { body: { pageUrl: 'https://site.example.com/checkout/pay', body: 'Pay button is grey' } });

    const [run] = await waitForRuns(owner.token, triage.body.rule.id, 1);
    expect(run).toMatchObject({ matched: true, commentId: comment.id, actionsDone: ['Set priority to critical', 'Assign to Max Member'], errors: [] });
    const [second] = await waitForRuns(owner.token, notify.body.rule.id, 1);
    expect(second).toMatchObject({ matched: true, actionsDone: ['Notify Max Member in the app'] });
    const thread = (await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment;
    expect(thread).toMatchObject({ priority: 'critical', assigneeId: member.user.uid });
    const inbox = (await call(t.baseUrl, 'GET', '/api/notifications', { token: member.token })).body.notifications;
    expect(inbox.some((n: { actorName: string }) => n.actorName === 'Automation (Critical pings Max)')).toBe(true);

    // Reordered, the notifying rule runs first and sees a medium thread: it does not match.
    await call(t.baseUrl, 'PUT', `${rules(owner.token, owner.workspaceId)}/order`, { token: owner.token, body: { ruleIds: [notify.body.rule.id, triage.body.rule.id] } });
    await createComment(t.baseUrl, project, { body: { pageUrl: 'https://site.example.com/checkout', body: 'Total is off' } });
    const runs = await waitForRuns(owner.token, notify.body.rule.id, 2);
    expect(runs[0]).toMatchObject({ matched: false, actionsDone: [] });
  });

  it('never triggers itself: a rule reacting to status changes by changing the status runs once per change people make', async () => {
    const { owner, project } = await workspace();
    const bounce = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), {
      token: owner.token,
      body: { name: 'Nothing stays resolved', trigger: 'status-changed', conditions: [{ type: 'status', statuses: ['resolved'] }], actions: [{ type: 'set-status', status: 'open' }] },
    });
    const comment = await createComment(t.baseUrl, project);
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    const [first] = await waitForRuns(owner.token, bounce.body.rule.id, 1);
    expect(first).toMatchObject({ matched: true, actionsDone: ['Set status to open'] });
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment.status).toBe('open');
    // A second change by a person is the positive signal: its run is the second, with none in between.
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'in_progress' } });
    const runs = await waitForRuns(owner.token, bounce.body.rule.id, 2);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ matched: false });
  });

  it('skips paused rules, files tickets through a connected tracker, and records failures', async () => {
    const { owner, project } = await workspace();
    const github = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings: { apiUrl: gh.url, owner: 'acme', repo: 'site' } },
    });
    const paused = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), {
      token: owner.token,
      body: { name: 'Paused', trigger: 'comment-created', enabled: false, actions: [{ type: 'set-status', status: 'resolved' }] },
    });
    const file = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), {
      token: owner.token,
      body: { name: 'Bugs to GitHub', trigger: 'comment-created', conditions: [{ type: 'text-contains', text: 'BUG' }], actions: [{ type: 'create-ticket', integrationId: github.body.integration.id }] },
    });
    const comment = await createComment(t.baseUrl, project, { body: { body: 'Found a bug in the menu' } });
    await waitForRuns(owner.token, file.body.rule.id, 1);
    const tickets = (await call(t.baseUrl, 'GET', `/api/comments/${comment.id}/tickets`, { token: owner.token })).body.tickets;
    expect(tickets).toHaveLength(1);
    expect(gh.issues.some((issue) => issue.title === 'Found a bug in the menu')).toBe(true);
    expect(await runsOf(owner.token, paused.body.rule.id)).toEqual([]);

    gh.failNext(100, { status: 503, body: { message: 'Service Unavailable' } });
    await createComment(t.baseUrl, project, { body: { body: 'Another bug' } });
    const runs = await waitForRuns(owner.token, file.body.rule.id, 2);
    gh.failNext(0, { status: 200 });
    expect(runs[0]!.errors[0]).toContain('Service Unavailable');
  });

  it('tries a rule against the last threads before it is saved', async () => {
    const { owner, member, project } = await workspace();
    await createComment(t.baseUrl, project, { body: { body: 'Typo in the footer' } });
    const hit = await createComment(t.baseUrl, project, { body: { body: 'Checkout crashes', pageUrl: 'https://site.example.com/checkout' } });
    const res = await call(t.baseUrl, 'POST', `${rules(owner.token, owner.workspaceId)}/try`, {
      token: owner.token,
      body: { name: 'Try', trigger: 'comment-created', conditions: [{ type: 'page-url', pattern: '*/checkout' }], actions: [{ type: 'assign', assigneeId: member.user.uid }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tried: 2, matches: [{ commentId: hit.id, body: 'Checkout crashes', pageUrl: 'https://site.example.com/checkout', actions: ['Assign to Max Member'] }] });
    expect((await call(t.baseUrl, 'GET', rules(owner.token, owner.workspaceId), { token: owner.token })).body.rules).toEqual([]);
  });

  it('is for owners and admins; other workspaces see nothing; actions name only this workspace', async () => {
    const { owner, member } = await workspace();
    const stranger = await signUpUser(t.baseUrl);
    const body = { name: 'x', trigger: 'comment-created', actions: [{ type: 'set-priority', priority: 'high' }] };
    expect((await call(t.baseUrl, 'POST', rules(member.token, owner.workspaceId), { token: member.token, body })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', rules(stranger.token, owner.workspaceId), { token: stranger.token })).status).toBe(404);
    const created = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), { token: owner.token, body });
    expect((await call(t.baseUrl, 'PATCH', `/api/automation-rules/${created.body.rule.id}`, { token: stranger.token, body: { enabled: false } })).status).toBe(404);
    const foreign = await call(t.baseUrl, 'POST', rules(owner.token, owner.workspaceId), {
      token: owner.token,
      body: { ...body, actions: [{ type: 'assign', assigneeId: stranger.user.uid }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.issues[0]).toEqual({ path: 'body.actions.0', message: 'Assign someone from this workspace' });
  });
});
