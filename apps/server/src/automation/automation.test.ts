import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember, call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { GITHUB_TOKEN, startFakeGitHub, type FakeGitHub } from '../test/fakes/fake-github.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';

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

const rules = (workspaceId: string) => `/api/workspaces/${workspaceId}/automation-rules`;
/** Saves a rule in the workspace as the caller whose `token` it is. */
const saveRule = (token: string, workspaceId: string, body: object) => call(t.baseUrl, 'POST', rules(workspaceId), { token, body });
/** Tries a rule against the workspace's last threads without saving it. */
const tryRule = (token: string, workspaceId: string, body: object) => call(t.baseUrl, 'POST', `${rules(workspaceId)}/try`, { token, body });
/** The actions of a rule that makes a thread critical and gives it to someone. */
const escalateTo = (userId: string) => [
  { type: 'set-priority', priority: 'critical' },
  { type: 'assign', assigneeId: userId },
];
const threadOf = async (token: string, commentId: string) =>
  (await call(t.baseUrl, 'GET', `/api/comments/${commentId}`, { token })).body.comment as {
    status: string;
    priority: string;
    assigneeId: string | null;
  };
const setStatus = (token: string, commentId: string, status: string) =>
  call(t.baseUrl, 'PATCH', `/api/comments/${commentId}`, { token, body: { status } });
const runsOf = async (token: string, ruleId: string) =>
  (await call(t.baseUrl, 'GET', `/api/automation-rules/${ruleId}/runs`, { token })).body.runs as Array<{
    matched: boolean;
    actionsDone: string[];
    errors: string[];
    commentId: string;
  }>;

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
    const triage = await saveRule(owner.token, owner.workspaceId, {
      name: 'Checkout is urgent',
      trigger: 'comment-created',
      conditions: [
        { type: 'page-url', pattern: 'https://site.example.com/checkout*' },
        { type: 'author', kinds: ['guest'] },
      ],
      actions: escalateTo(member.user.uid),
    });
    expect(triage.status).toBe(201);
    const notify = await saveRule(owner.token, owner.workspaceId, {
      name: 'Critical pings Max',
      trigger: 'comment-created',
      conditions: [{ type: 'priority', priorities: ['critical'] }],
      actions: [{ type: 'notify', channel: 'in-app', userIds: [member.user.uid] }],
    });
    const comment = await createComment(t.baseUrl, project, {
      body: { pageUrl: 'https://site.example.com/checkout/pay', body: 'Pay button is grey' },
    });

    const [run] = await waitForRuns(owner.token, triage.body.rule.id, 1);
    expect(run).toMatchObject({
      matched: true,
      commentId: comment.id,
      actionsDone: ['Set priority to critical', 'Assign to Max Member'],
      errors: [],
    });
    const [second] = await waitForRuns(owner.token, notify.body.rule.id, 1);
    expect(second).toMatchObject({ matched: true, actionsDone: ['Notify Max Member in the app'] });
    const thread = await threadOf(owner.token, comment.id);
    expect(thread).toMatchObject({ priority: 'critical', assigneeId: member.user.uid });
    const inbox = (await call(t.baseUrl, 'GET', '/api/notifications', { token: member.token })).body.notifications;
    expect(inbox.some((n: { actorName: string }) => n.actorName === 'Automation (Critical pings Max)')).toBe(true);

    // Reordered, the notifying rule runs first and sees a medium thread: it does not match.
    await call(t.baseUrl, 'PUT', `${rules(owner.workspaceId)}/order`, {
      token: owner.token,
      body: { ruleIds: [notify.body.rule.id, triage.body.rule.id] },
    });
    await createComment(t.baseUrl, project, { body: { pageUrl: 'https://site.example.com/checkout', body: 'Total is off' } });
    const runs = await waitForRuns(owner.token, notify.body.rule.id, 2);
    expect(runs[0]).toMatchObject({ matched: false, actionsDone: [] });
  });

  it('a labels condition holds when the thread carries any of the labels, in the engine and the try-out', async () => {
    const { owner, project } = await workspace();
    const [checkout, copy, bare] = [
      await createComment(t.baseUrl, project),
      await createComment(t.baseUrl, project),
      await createComment(t.baseUrl, project),
    ];
    await call(t.baseUrl, 'PATCH', `/api/comments/${checkout.id}`, { token: owner.token, body: { labels: ['checkout', 'urgent'] } });
    await call(t.baseUrl, 'PATCH', `/api/comments/${copy.id}`, { token: owner.token, body: { labels: ['copy'] } });
    const rule = {
      name: 'Checkout goes first',
      trigger: 'status-changed',
      conditions: [{ type: 'labels', labels: [' Checkout', 'payments'] }],
      actions: [{ type: 'set-priority', priority: 'high' }],
    };

    const tried = await tryRule(owner.token, owner.workspaceId, rule);
    expect(tried.body.tried).toBe(3);
    expect(tried.body.matches.map((match: { commentId: string }) => match.commentId)).toEqual([checkout.id]);

    const saved = await saveRule(owner.token, owner.workspaceId, rule);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.rule.conditions).toEqual([{ type: 'labels', labels: ['checkout', 'payments'] }]);
    for (const thread of [checkout, copy, bare]) await setStatus(owner.token, thread.id, 'in_progress');
    const runs = await waitForRuns(owner.token, saved.body.rule.id, 3);
    expect(runs.filter((run) => run.matched).map((run) => run.commentId)).toEqual([checkout.id]);
    expect((await threadOf(owner.token, checkout.id)).priority).toBe('high');
    expect((await threadOf(owner.token, copy.id)).priority).toBe('medium');

    const empty = await saveRule(owner.token, owner.workspaceId, { ...rule, conditions: [{ type: 'labels', labels: [''] }] });
    expect(empty.status).toBe(400);
  });

  it('never triggers itself: a rule reacting to status changes by changing the status runs once per change people make', async () => {
    const { owner, project } = await workspace();
    const bounce = await saveRule(owner.token, owner.workspaceId, {
      name: 'Nothing stays resolved',
      trigger: 'status-changed',
      conditions: [{ type: 'status', statuses: ['resolved'] }],
      actions: [{ type: 'set-status', status: 'open' }],
    });
    const comment = await createComment(t.baseUrl, project);
    await setStatus(owner.token, comment.id, 'resolved');
    const [first] = await waitForRuns(owner.token, bounce.body.rule.id, 1);
    expect(first).toMatchObject({ matched: true, actionsDone: ['Set status to open'] });
    expect((await threadOf(owner.token, comment.id)).status).toBe('open');
    // A second change by a person is the positive signal: its run is the second, with none in between.
    await setStatus(owner.token, comment.id, 'in_progress');
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
    const paused = await saveRule(owner.token, owner.workspaceId, {
      name: 'Paused',
      trigger: 'comment-created',
      enabled: false,
      actions: [{ type: 'set-status', status: 'resolved' }],
    });
    const file = await saveRule(owner.token, owner.workspaceId, {
      name: 'Bugs to GitHub',
      trigger: 'comment-created',
      conditions: [{ type: 'text-contains', text: 'BUG' }],
      actions: [{ type: 'create-ticket', integrationId: github.body.integration.id }],
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

  it('sends the automation.rule_matched webhook and e-mails the people to notify', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { owner, member, project } = await workspace();
      const endpoint = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/webhooks`, {
        token: owner.token,
        body: { url: receiver.url, eventTypes: ['automation.rule_matched'] },
      });
      expect(endpoint.status).toBe(201);
      const rule = await saveRule(owner.token, owner.workspaceId, {
        name: 'Refunds to Max',
        trigger: 'comment-created',
        conditions: [{ type: 'text-contains', text: 'refund' }],
        actions: [{ type: 'send-webhook' }, { type: 'notify', channel: 'email', userIds: [member.user.uid] }],
      });
      const comment = await createComment(t.baseUrl, project, { body: { body: 'I want a refund for order 12' } });
      const [run] = await waitForRuns(owner.token, rule.body.rule.id, 1);
      expect(run).toMatchObject({ actionsDone: ['Send the automation.rule_matched webhook', 'Notify Max Member by e-mail'], errors: [] });

      await receiver.receivedCount(1);
      const hook = JSON.parse(receiver.received[0]!.body) as {
        type: string;
        data: { rule: { name: string; trigger: string }; comment: { id: string; body: string } };
      };
      expect(hook).toMatchObject({
        type: 'automation.rule_matched',
        data: {
          rule: { name: 'Refunds to Max', trigger: 'comment-created' },
          comment: { id: comment.id, body: 'I want a refund for order 12' },
        },
      });
      const outbox = (await call(t.baseUrl, 'GET', '/api/dev/outbox')).body.mails as Array<{
        to: string;
        subject: string;
        link: string | null;
      }>;
      const mail = outbox.find((m) => m.to === member.email && m.subject.startsWith('Refunds to Max'));
      expect(mail?.link).toContain(`/client/comments/${comment.id}`);
    } finally {
      await receiver.close();
    }
  });

  it('tries a rule against the last threads before it is saved', async () => {
    const { owner, member, project } = await workspace();
    await createComment(t.baseUrl, project, { body: { body: 'Typo in the footer' } });
    const hit = await createComment(t.baseUrl, project, {
      body: { body: 'Checkout crashes', pageUrl: 'https://site.example.com/checkout' },
    });
    const res = await tryRule(owner.token, owner.workspaceId, {
      name: 'Try',
      trigger: 'comment-created',
      conditions: [{ type: 'page-url', pattern: '*/checkout' }],
      actions: [{ type: 'assign', assigneeId: member.user.uid }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tried: 2,
      matches: [
        { commentId: hit.id, body: 'Checkout crashes', pageUrl: 'https://site.example.com/checkout', actions: ['Assign to Max Member'] },
      ],
    });
    expect((await call(t.baseUrl, 'GET', rules(owner.workspaceId), { token: owner.token })).body.rules).toEqual([]);
  });

  it('is for owners and admins; other workspaces see nothing; actions name only this workspace', async () => {
    const { owner, member } = await workspace();
    const stranger = await signUpUser(t.baseUrl);
    const body = { name: 'x', trigger: 'comment-created', actions: [{ type: 'set-priority', priority: 'high' }] };
    expect((await saveRule(member.token, owner.workspaceId, body)).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', rules(owner.workspaceId), { token: stranger.token })).status).toBe(404);
    const created = await saveRule(owner.token, owner.workspaceId, body);
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/automation-rules/${created.body.rule.id}`, { token: stranger.token, body: { enabled: false } }))
        .status,
    ).toBe(404);
    const foreign = await saveRule(owner.token, owner.workspaceId, {
      ...body,
      actions: [{ type: 'assign', assigneeId: stranger.user.uid }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.issues[0]).toEqual({ path: 'body.actions.0', message: 'Assign someone from this workspace' });
  });

  describe('on what ARIA files', () => {
    const ariaReport = (findings: Array<{ detector: string; rule: string; subject: string }>) => ({
      scan: 'light',
      pageUrl: `${SITE_ORIGIN}/pricing`,
      pageTitle: 'Pricing',
      viewport: { width: 1280, height: 800 },
      findings: findings.map((finding) => ({ ...finding, evidence: 'seen on the page' })),
    });
    const fileFindings = (publicKey: string, findings: Parameters<typeof ariaReport>[0]) =>
      call(t.baseUrl, 'POST', `/api/widget/${publicKey}/aria/findings`, { origin: SITE_ORIGIN, body: ariaReport(findings) });
    const ariaThread = async (projectId: string, rule: string) => {
      const finding = await t.app.db
        .selectFrom('aria_findings')
        .select('comment_id')
        .where('project_id', '=', projectId)
        .where('rule', '=', rule)
        .executeTakeFirstOrThrow();
      return finding.comment_id!;
    };

    it('"ARIA finding" rules run on each new finding\'s thread and read its detector, severity and rule', async () => {
      const { owner, member, project } = await workspace();
      const security = await saveRule(owner.token, owner.workspaceId, {
        name: 'Serious security findings go to Max',
        trigger: 'aria-finding',
        conditions: [
          { type: 'aria-detector', detectors: ['security', 'errors'] },
          { type: 'aria-severity', severity: 'serious' },
        ],
        actions: escalateTo(member.user.uid),
      });
      expect(security.status).toBe(201);
      const seo = await saveRule(owner.token, owner.workspaceId, {
        name: 'No title is low',
        trigger: 'aria-finding',
        conditions: [{ type: 'aria-rule', rules: ['missing-title'] }],
        actions: [{ type: 'set-priority', priority: 'low' }],
      });
      expect(seo.status).toBe(201);

      const filed = await fileFindings(project.publicKey, [
        { detector: 'security', rule: 'insecure-form-action', subject: 'form#signup' },
        { detector: 'errors', rule: 'broken-image', subject: '/hero.png' },
      ]);
      expect(filed.body.created).toBe(2);
      const form = await ariaThread(project.id, 'insecure-form-action');
      const image = await ariaThread(project.id, 'broken-image');
      const runs = await waitForRuns(owner.token, security.body.rule.id, 2);
      // Critical passes "serious or worse"; the broken image is only moderate.
      expect(runs.find((run) => run.commentId === form)).toMatchObject({
        matched: true,
        actionsDone: ['Set priority to critical', 'Assign to Max Member'],
      });
      expect(runs.find((run) => run.commentId === image)).toMatchObject({ matched: false, actionsDone: [] });
      expect(await threadOf(owner.token, form)).toMatchObject({
        priority: 'critical',
        assigneeId: member.user.uid,
      });
      expect((await threadOf(owner.token, image)).assigneeId).toBeNull();
      const seoRuns = await waitForRuns(owner.token, seo.body.rule.id, 2);
      expect(seoRuns.every((run) => !run.matched)).toBe(true);

      // A finding seen again is not new: no more runs. A new one is.
      await fileFindings(project.publicKey, [
        { detector: 'security', rule: 'insecure-form-action', subject: 'form#signup' },
        { detector: 'seo', rule: 'missing-title', subject: 'head' },
      ]);
      const title = await ariaThread(project.id, 'missing-title');
      const [latest] = await waitForRuns(owner.token, seo.body.rule.id, 3);
      expect(latest).toMatchObject({ matched: true, commentId: title, actionsDone: ['Set priority to low'] });
      expect(await runsOf(owner.token, security.body.rule.id)).toHaveLength(3);
    });

    it("ARIA conditions hold on ARIA's threads under any trigger, never on people's, and in the try-out", async () => {
      const { owner, project } = await workspace();
      const person = await createComment(t.baseUrl, project, { body: { body: 'An image is broken here' } });
      await fileFindings(project.publicKey, [{ detector: 'errors', rule: 'broken-image', subject: '/logo.png' }]);
      const aria = await ariaThread(project.id, 'broken-image');
      const rule = {
        name: 'Broken images wait',
        trigger: 'status-changed',
        conditions: [{ type: 'aria-detector', detectors: ['errors'] }],
        actions: [{ type: 'set-priority', priority: 'low' }],
      };

      const tried = await tryRule(owner.token, owner.workspaceId, rule);
      expect(tried.body.tried).toBe(2);
      expect(tried.body.matches.map((match: { commentId: string }) => match.commentId)).toEqual([aria]);
      // ARIA is no guest: a rule for guests' feedback leaves its threads alone.
      const guests = await tryRule(owner.token, owner.workspaceId, { ...rule, conditions: [{ type: 'author', kinds: ['guest'] }] });
      expect(guests.body.matches.map((match: { commentId: string }) => match.commentId)).toEqual([person.id]);

      const saved = await saveRule(owner.token, owner.workspaceId, rule);
      await setStatus(owner.token, person.id, 'in_progress');
      await setStatus(owner.token, aria, 'in_progress');
      const runs = await waitForRuns(owner.token, saved.body.rule.id, 2);
      expect(runs.find((run) => run.commentId === person.id)).toMatchObject({ matched: false });
      expect(runs.find((run) => run.commentId === aria)).toMatchObject({ matched: true, actionsDone: ['Set priority to low'] });
    });

    it('refuses an unknown detector or severity', async () => {
      const { owner } = await workspace();
      const res = await saveRule(owner.token, owner.workspaceId, {
        name: 'x',
        trigger: 'aria-finding',
        conditions: [{ type: 'aria-severity', severity: 'apocalyptic' }],
        actions: [{ type: 'set-priority', priority: 'high' }],
      });
      expect(res.status).toBe(400);
    });
  });
});
