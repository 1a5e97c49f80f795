import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject } from '../test/factories.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { startFakeSlack } from '../test/fakes/fake-slack.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.ts';
import { until } from '../test/socket-clients.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let smtp: SmtpCatcher;
let slack: Awaited<ReturnType<typeof startFakeSlack>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  slack = await startFakeSlack();
  t = await startTestApp({ ...REACH_LOCAL_FAKES, smtpUrl: smtp.url, jobPollMs: 50 });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await slack?.close();
});

async function ownerWithProject() {
  const owner = await signUpUser(t.baseUrl);
  return { owner, project: await createProject(t.baseUrl, owner.token, owner.workspaceId) };
}

describe('Slack notifier', () => {
  it('refuses a webhook Slack does not know, and greets the channel of a good one', async () => {
    const { owner } = await ownerWithProject();
    const bad = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'slack', credentials: { webhookUrl: `${slack.url}/services/T000/B000/wrong` }, settings: {} },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('no_service');
    const good = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'slack', credentials: { webhookUrl: slack.hookUrl }, settings: {} },
    });
    expect(good.status).toBe(201);
    expect(good.body.webhookSecret).toBeNull();
    expect(good.body.integration.webhookUrl).toBeNull();
    expect(JSON.stringify(good.body)).not.toContain('goodsecret');
    expect(slack.messages().at(-1)!.text).toContain('CommentFlow is connected');
  });

  it('posts a Block Kit message for a new thread and for a status change, with a link back', async () => {
    const { owner, project } = await ownerWithProject();
    await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'slack', credentials: { webhookUrl: slack.hookUrl }, settings: { events: ['thread-created', 'status-changed'] } },
    });
    const before = slack.messages().length;
    const comment = await createComment(t.baseUrl, project, { body: { body: 'Logo <b>overlaps</b> the menu & search' } });
    await until(() => slack.messages().length === before + 1);
    const created = slack.messages().at(-1)!;
    expect(created.blocks![0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'New feedback on Pricing' } });
    expect(JSON.stringify(created.blocks![1])).toContain('Logo &lt;b&gt;overlaps&lt;/b&gt; the menu &amp; search');
    expect(JSON.stringify(created.blocks)).toContain('Gina Guest (guest)');
    expect(created.blocks!.at(-1)).toMatchObject({
      type: 'actions',
      elements: [{ type: 'button', url: `${t.config.issuer}/client/comments/${comment.id}` }],
    });

    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    await until(() => slack.messages().length === before + 2);
    expect(slack.messages().at(-1)!.blocks![0]).toMatchObject({ text: { text: 'Feedback marked Resolved' } });
  });

  it("retries when Slack is down and shows Slack's error meanwhile; nothing is lost", async () => {
    const { owner, project } = await ownerWithProject();
    await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'slack', credentials: { webhookUrl: slack.hookUrl }, settings: { events: ['thread-created'] } },
    });
    slack.failNext(100, { status: 500, body: 'service_unavailable' });
    const comment = await createComment(t.baseUrl, project, { body: { body: 'Footer is cut off' } });
    let problem: { id: string; lastError: string | null } | undefined;
    await until(() => {
      void t.app.jobs.overview().then((overview) => (problem = overview.problems.find((p) => p.name === 'integration-notify')));
      return problem !== undefined;
    });
    expect(problem!.lastError).toContain('service_unavailable');
    const health = (await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token })).body
      .integrations[0].health;
    expect(health.lastError).toContain('service_unavailable');
    slack.failNext(0, { status: 200 });
    await t.app.jobs.retryNow(problem!.id);
    await until(() => slack.messages().some((m) => JSON.stringify(m).includes('Footer is cut off')));
    expect(slack.messages().some((m) => JSON.stringify(m).includes(comment.id))).toBe(true);
  });
});

describe('E-mail notifier', () => {
  it('mails the chosen addresses through the configured SMTP for a new thread', async () => {
    const { owner, project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'email', settings: { recipients: ['qa@acme.test'], events: ['thread-created'] } },
    });
    expect(res.status).toBe(201);
    expect(res.body.integration.accountLabel).toBe('qa@acme.test');
    const comment = await createComment(t.baseUrl, project, { body: { body: 'Price shows <script>' } });
    // The same SMTP also carries the product's own notification mails: take the notifier's.
    let mail = await smtp.next();
    while (!mail.to.includes('qa@acme.test')) mail = await smtp.next();
    expect(mail.to).toEqual(['qa@acme.test']);
    expect(mail.decoded).toContain('New feedback on Pricing');
    expect(mail.decoded).toContain('Price shows &lt;script&gt;');
    expect(mail.decoded).toContain(`/client/comments/${comment.id}`);
  });

  it('refuses a connection without recipients', async () => {
    const { owner } = await ownerWithProject();
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'email', settings: { recipients: [] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
  });

  it('counts connections against the plan: Starter allows 2, a third is refused with 402 and stores nothing', async () => {
    const { owner } = await ownerWithProject();
    await t.app.db.updateTable('workspaces').set({ plan: 'starter', trial_ends_at: null }).where('id', '=', owner.workspaceId).execute();
    const connect = () =>
      call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
        token: owner.token,
        body: { provider: 'email', settings: { recipients: ['qa@acme.test'] } },
      });
    expect((await connect()).status).toBe(201);
    expect((await connect()).status).toBe(201);
    const third = await connect();
    expect(third.status).toBe(402);
    expect(third.body.error).toBe('plan-limit-reached');
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token });
    expect(list.body).toMatchObject({ limit: 2, used: 2 });
  });
});
