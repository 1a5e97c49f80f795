import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember, call, createComment, createProject } from '../test/factories.ts';
import { startFakeGitHub, GITHUB_TOKEN, signGitHub, type FakeGitHub } from '../test/fakes/fake-github.ts';
import { socketClients, until } from '../test/socket-clients.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
const sockets = socketClients();
let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  sockets.closeAll();
  await gh.close();
});

const settings = () => ({ apiUrl: gh.url, owner: 'acme', repo: 'site', labels: ['feedback'] });

async function connectGitHub(token: string, workspaceId: string) {
  const res = await call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/integrations`, {
    token,
    body: { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings: settings() },
  });
  expect(res.status).toBe(201);
  return res.body as { integration: { id: string; webhookUrl: string }; webhookSecret: string };
}

/** Posts a webhook delivery to CommentFlow as GitHub would. */
function deliver(url: string, delivery: { body: string; headers: Record<string, string> }) {
  return fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
}

describe('GitHub integration', () => {
  it("connects with a good token, refuses a bad one with GitHub's message, and never returns the token", async () => {
    const owner = await signUpUser(t.baseUrl);
    const bad = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'github', credentials: { token: 'ghp_wrong' }, settings: settings() },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('integration-rejected');
    expect(bad.body.message).toContain('Bad credentials');

    const { integration, webhookSecret } = await connectGitHub(owner.token, owner.workspaceId);
    expect(webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(integration.webhookUrl).toBe(`${t.baseUrl}/api/integrations/${integration.id}/webhook`);
    const repoCall = gh.requests.findLast((r) => r.path === '/repos/acme/site')!;
    expect(repoCall.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(repoCall.headers['x-github-api-version']).toBe('2022-11-28');

    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.integrations).toHaveLength(1);
    expect(list.body.integrations[0]).toMatchObject({
      provider: 'github',
      accountLabel: 'acme/site',
      settings: { owner: 'acme', repo: 'site' },
    });
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(GITHUB_TOKEN);
    expect(text).not.toContain(webhookSecret);
    // At rest, sealed: the database holds neither the token nor the secret in clear.
    const row = await t.app.db.selectFrom('integrations').selectAll().where('id', '=', integration.id).executeTakeFirstOrThrow();
    expect(row.credentials).not.toContain(GITHUB_TOKEN);
    expect(row.webhook_secret).not.toContain(webhookSecret);
  });

  it('lets owners and admins connect; members list, clients and other workspaces get nothing', async () => {
    const owner = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client');
    const { integration } = await connectGitHub(owner.token, owner.workspaceId);
    const body = { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings: settings() };

    expect((await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, { token: member.token, body })).status).toBe(
      403,
    );
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: member.token })).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: client.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'DELETE', `/api/integrations/${integration.id}`, { token: member.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'DELETE', `/api/integrations/${integration.id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/integrations/${integration.id}`, { token: stranger.token, body: { settings: {} } })).status,
    ).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: stranger.token })).status).toBe(404);
  });

  it('files a thread as an issue with its details, then closing the issue on GitHub resolves the thread live', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { integration, webhookSecret } = await connectGitHub(owner.token, owner.workspaceId);
    const comment = await createComment(t.baseUrl, project, {
      body: {
        body: 'The pay button does nothing',
        meta: {
          browser: 'Chrome 131',
          os: 'macOS',
          console: [{ level: 'error', message: 'TypeError: pay is not a function', at: new Date().toISOString() }],
        },
      },
    });

    // The thread's labels go with the integration's (once each).
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { labels: ['Checkout', 'feedback'] } });

    const preview = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}/ticket-preview?integrationId=${integration.id}`, {
      token: owner.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.title).toBe('The pay button does nothing');
    expect(preview.body.labels).toEqual(['feedback', 'checkout']);

    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId });
    const heard: string[] = [];
    dashboard.on('ticket-updated', (p) => heard.push(`ticket:${p.ticket.key}:${p.ticket.status}`));
    dashboard.on('comment-updated', (p) => heard.push(`comment:${p.comment.status}`));

    const created = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.ticket).toMatchObject({
      provider: 'github',
      key: '#1',
      url: 'https://github.com/acme/site/issues/1',
      status: 'open',
    });
    const issue = gh.issues[0]!;
    expect(issue.title).toBe('The pay button does nothing');
    expect(issue.labels).toEqual(['feedback', 'checkout']);
    expect(issue.body).toContain('> The pay button does nothing');
    expect(issue.body).toContain('https://site.example.com/pricing');
    expect(issue.body).toContain('#hero > img');
    expect(issue.body).toContain('Chrome 131 on macOS');
    expect(issue.body).toContain('TypeError: pay is not a function');
    expect(issue.body).toContain(`${t.baseUrl}/client/comments/${comment.id}`);

    const again = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    expect(again.status).toBe(409);

    const closed = gh.changeState(1, 'closed', webhookSecret);
    const res = await deliver(integration.webhookUrl, closed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'applied' });
    await until(() => heard.includes('comment:resolved'));
    expect(heard).toEqual(['ticket:#1:open', 'ticket:#1:closed', 'comment:resolved']);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token });
    expect(thread.body.comment.status).toBe('resolved');

    // The same delivery again (GitHub's "Redeliver") changes nothing.
    const replay = await deliver(integration.webhookUrl, closed);
    expect(await replay.json()).toEqual({ outcome: 'replayed' });

    const reopened = await deliver(integration.webhookUrl, gh.changeState(1, 'reopened', webhookSecret));
    expect(await reopened.json()).toEqual({ outcome: 'applied' });
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment.status).toBe('open');
    const tickets = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}/tickets`, { token: owner.token });
    expect(tickets.body.tickets).toMatchObject([{ key: '#1', status: 'open' }]);
  });

  it('refuses deliveries with a wrong or missing signature, and changes nothing', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { integration, webhookSecret } = await connectGitHub(owner.token, owner.workspaceId);
    const comment = await createComment(t.baseUrl, project);
    const created = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    const number = Number(created.body.ticket.key.slice(1));

    const forged = gh.changeState(number, 'closed', 'not-the-secret');
    expect((await deliver(integration.webhookUrl, forged)).status).toBe(401);
    const unsigned = gh.changeState(number, 'closed', webhookSecret);
    delete unsigned.headers['x-hub-signature-256'];
    expect((await deliver(integration.webhookUrl, unsigned)).status).toBe(401);
    const tampered = gh.changeState(number, 'closed', webhookSecret);
    expect((await deliver(integration.webhookUrl, { ...tampered, body: tampered.body.replace('"closed"', '"reopened"') })).status).toBe(
      401,
    );
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment.status).toBe('open');

    // A ping or another repository's event is answered but changes nothing.
    const ping = JSON.stringify({ zen: 'Keep it logically awesome.', hook_id: 1 });
    const pinged = await fetch(integration.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'ping',
        'x-github-delivery': 'p1',
        'x-hub-signature-256': signGitHub(webhookSecret, ping),
      },
      body: ping,
    });
    expect(await pinged.json()).toEqual({ outcome: 'ignored' });
  });

  it("keeps nothing when GitHub is down, says so, and records it in the integration's health", async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { integration } = await connectGitHub(owner.token, owner.workspaceId);
    const comment = await createComment(t.baseUrl, project);
    gh.failNext(10, { status: 503, body: { message: 'Service Unavailable' } });
    const failed = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    gh.failNext(0, { status: 503 });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('integration-unavailable');
    expect(failed.body.message).toContain('Service Unavailable');
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}/tickets`, { token: owner.token })).body.tickets).toEqual([]);
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token });
    expect(list.body.integrations[0].health.lastError).toContain('Service Unavailable');

    // Once GitHub is back, the same request files the ticket.
    const retried = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    expect(retried.status).toBe(201);
  });

  it('closes and reopens the issue when the thread is resolved or reopened here, and mirrors replies when asked', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings: { ...settings(), mirrorReplies: true } },
    });
    const integration = res.body.integration;
    const comment = await createComment(t.baseUrl, project);
    const created = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    const issue = gh.issues.find((i) => `#${i.number}` === created.body.ticket.key)!;

    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId });
    const states: string[] = [];
    dashboard.on('ticket-updated', (p) => states.push(p.ticket.status));

    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    await until(() => states.includes('closed'));
    expect(issue.state).toBe('closed');
    const patch = gh.requests.findLast((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/repos/acme/site/issues/${issue.number}`);
    expect(patch.json).toEqual({ state: 'closed', state_reason: 'completed' });

    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'open' } });
    await until(() => states.at(-1) === 'open');
    expect(issue.state).toBe('open');

    await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/replies`, { token: owner.token, body: { body: 'Fixed on staging' } });
    await until(() => issue.comments.length === 1);
    expect(issue.comments[0]).toContain('> Fixed on staging');
    expect(issue.comments[0]).toContain(`/client/comments/${comment.id}`);
  });

  it('keeps a status change that GitHub refused, shows the error, and applies it when a retry succeeds', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { integration } = await connectGitHub(owner.token, owner.workspaceId);
    const comment = await createComment(t.baseUrl, project);
    const created = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    const issue = gh.issues.find((i) => `#${i.number}` === created.body.ticket.key)!;

    gh.failNext(100, { status: 502, body: { message: 'Server Error' } });
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    const health = async () =>
      (await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token })).body.integrations[0]
        .health;
    let lastError: string | null = null;
    for (let i = 0; i < 100 && !lastError; i++) {
      lastError = (await health()).lastError;
      if (!lastError) await new Promise((r) => setTimeout(r, 50));
    }
    expect(lastError).toContain('Server Error');
    expect(issue.state).toBe('open');
    // The thread keeps its new status; the job waits for its retry.
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment.status).toBe('resolved');

    gh.failNext(0, { status: 502 });
    const waiting = (await t.app.jobs.overview()).problems.find((p) => p.name === 'integration-ticket-sync' && p.state === 'retry')!;
    expect(waiting.lastError).toContain('Server Error');
    expect(await t.app.jobs.retryNow(waiting.id)).toBe(true);
    await until(() => issue.state === 'closed');
    expect(issue.state).toBe('closed');
  });
});
