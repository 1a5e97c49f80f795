import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject } from '../test/factories.ts';
import { startFakeGitHub, GITHUB_TOKEN, signGitHub, type FakeGitHub } from '../test/fakes/fake-github.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// docs/adr/011-integrations-layer.md: a tracker's credentials are sealed at rest, never answered, and
// never logged. Every log line of an instance at its most verbose level, through a connection with a
// refused and an accepted token, a ticket filed, GitHub down and an inbound delivery, is searched.
describe("an integration's credentials in the logs", () => {
  const lines: string[] = [];
  let t: TestApp;
  let gh: FakeGitHub;
  beforeAll(async () => {
    gh = await startFakeGitHub();
    t = await startTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50, logLevel: 'trace' }, undefined, {
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('never appear, whatever happens to the calls that carry them', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const settings = { apiUrl: gh.url, owner: 'acme', repo: 'site', labels: ['feedback'] };
    const refused = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'github', credentials: { token: 'ghp_refusedtoken' }, settings },
    });
    expect(refused.status).toBe(422);
    const connected = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings },
    });
    expect(connected.status).toBe(201);
    const { integration, webhookSecret } = connected.body as { integration: { id: string; webhookUrl: string }; webhookSecret: string };

    const comment = await createComment(t.baseUrl, project);
    gh.failNext(10, { status: 503, body: { message: 'Service Unavailable' } });
    const down = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    gh.failNext(0, { status: 503 });
    expect(down.status).toBe(502);
    const filed = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    expect(filed.status).toBe(201);

    const body = JSON.stringify({ action: 'closed', issue: { number: 1 }, repository: { full_name: 'acme/site' } });
    const headers = { 'content-type': 'application/json', 'x-github-event': 'issues', 'x-github-delivery': crypto.randomUUID() };
    const forged = await fetch(integration.webhookUrl, {
      method: 'POST',
      body,
      headers: { ...headers, 'x-hub-signature-256': signGitHub('wrong', body) },
    });
    expect(forged.status).toBe(401);
    const delivered = await fetch(integration.webhookUrl, {
      method: 'POST',
      body,
      headers: { ...headers, 'x-hub-signature-256': signGitHub(webhookSecret, body) },
    });
    expect(delivered.ok).toBe(true);

    // The log did record this work (so the search below looked at something).
    expect(lines.some((line) => line.includes(`/api/comments/${comment.id}/tickets`))).toBe(true);
    for (const secret of [GITHUB_TOKEN, 'ghp_refusedtoken', webhookSecret])
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
