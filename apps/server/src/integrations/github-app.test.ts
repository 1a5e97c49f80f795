import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject } from '../test/factories.ts';
import { GITHUB_APP, OTHER_APP_KEY, startFakeGitHub, type FakeGitHub } from '../test/fakes/fake-github.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
});

const settings = () => ({ apiUrl: gh.url, owner: 'acme', repo: 'site', labels: ['feedback'] });
const connect = (token: string, workspaceId: string, credentials: Record<string, string>) =>
  call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/integrations`, {
    token,
    body: { provider: 'github', credentials, settings: settings() },
  });

async function fileTicket(token: string, project: Awaited<ReturnType<typeof createProject>>, integrationId: string, body: string) {
  const comment = await createComment(t.baseUrl, project, { body: { body } });
  return call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, { token, body: { integrationId } });
}

describe('GitHub as a GitHub App', () => {
  it("connects with the app id, private key and installation id, refuses bad ones in GitHub's words, and never returns the key", async () => {
    const owner = await signUpUser(t.baseUrl);
    const wrongKey = await connect(owner.token, owner.workspaceId, { ...GITHUB_APP, privateKey: OTHER_APP_KEY });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.body).toMatchObject({ error: 'integration-rejected' });
    expect(wrongKey.body.message).toContain('A JSON web token could not be decoded');
    const wrongInstallation = await connect(owner.token, owner.workspaceId, { ...GITHUB_APP, installationId: '999' });
    expect(wrongInstallation.status).toBe(422);
    expect(wrongInstallation.body.message).toContain('Not Found');
    const notAKey = await connect(owner.token, owner.workspaceId, { ...GITHUB_APP, privateKey: 'my key' });
    expect(notAKey.status).toBe(400);
    expect(notAKey.body.details.issues[0].path).toBe('body.credentials.privateKey');

    const connected = await connect(owner.token, owner.workspaceId, GITHUB_APP);
    expect(connected.status).toBe(201);
    expect(connected.body.integration).toMatchObject({ provider: 'github', accountLabel: 'acme/site' });
    // The repository was read with an installation token, not with the app's JWT.
    const repoCall = gh.requests.findLast((r) => r.path === '/repos/acme/site')!;
    expect(repoCall.headers.authorization).toMatch(/^Bearer ghs_/);

    const list = JSON.stringify(
      (await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token })).body,
    );
    expect(list).not.toContain('PRIVATE KEY');
    expect(list).not.toContain(GITHUB_APP.appId);
    const stored = await t.app.db
      .selectFrom('integrations')
      .select('credentials')
      .where('id', '=', connected.body.integration.id)
      .executeTakeFirstOrThrow();
    expect(stored.credentials).not.toContain('PRIVATE KEY');
    expect(stored.credentials).not.toContain(GITHUB_APP.installationId);
  });

  it('files tickets with the installation token, trading the JWT once while the token lasts', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { body } = await connect(owner.token, owner.workspaceId, GITHUB_APP);
    const before = gh.app.exchanges;

    const first = await fileTicket(owner.token, project, body.integration.id, 'The logo is blurry');
    expect(first.status).toBe(201);
    const second = await fileTicket(owner.token, project, body.integration.id, 'The footer overlaps');
    expect(second.status).toBe(201);
    expect(
      gh.issues.filter((issue) => ['The logo is blurry', 'The footer overlaps'].includes(issue.title)).map((issue) => issue.labels),
    ).toEqual([['feedback'], ['feedback']]);
    const issueCalls = gh.requests.filter((r) => r.method === 'POST' && r.path === '/repos/acme/site/issues').slice(-2);
    expect(issueCalls.every((r) => /^Bearer ghs_/.test(String(r.headers.authorization)))).toBe(true);
    // Cached: no new exchange for either ticket (the connection's token still has most of its hour).
    expect(gh.app.exchanges).toBe(before);
  });

  it('gets a new token when the old one expired, and before it expires', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { body } = await connect(owner.token, owner.workspaceId, GITHUB_APP);

    // GitHub's clock passed the cached token's expiry: refused once, then a new token files the issue.
    gh.expireAppTokens();
    gh.app.tokenLifetimeMs = 2 * 60_000;
    const exchanges = gh.app.exchanges;
    const refused = gh.app.refusedTokens;
    const afterExpiry = await fileTicket(owner.token, project, body.integration.id, 'Expired token, still filed');
    expect(afterExpiry.status).toBe(201);
    expect(gh.app.exchanges).toBe(exchanges + 1);
    expect(gh.app.refusedTokens).toBe(refused + 1);

    // That token has two minutes left: too close to its expiry, it is replaced before use, never refused.
    const nearExpiry = await fileTicket(owner.token, project, body.integration.id, 'Near expiry, still filed');
    expect(nearExpiry.status).toBe(201);
    expect(gh.app.exchanges).toBe(exchanges + 2);
    expect(gh.app.refusedTokens).toBe(refused + 1);
    gh.app.tokenLifetimeMs = 60 * 60_000;
  });
});
