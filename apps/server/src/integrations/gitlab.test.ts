import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { GITLAB_TOKEN, startFakeGitLab, type FakeGitLab } from '../test/fakes/fake-gitlab.ts';
import { trackerContract } from '../test/fakes/tracker-contract.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });

describe('GitLab integration (gitlab.com or self-hosted)', () => {
  let fake: FakeGitLab | null = null;
  trackerContract(t, {
    provider: 'gitlab',
    start: async () => (fake = await startFakeGitLab()),
    connect: (gitlab, credentials) => ({
      provider: 'gitlab',
      credentials: { token: credentials === 'good' ? GITLAB_TOKEN : 'glpat-wrong' },
      settings: { baseUrl: gitlab.url, project: 'acme/site', labels: ['feedback', 'ux'] },
    }),
    refusal: '401 Unauthorized',
    outage: { status: 503, body: { message: '503 Service Unavailable' } },
    outageWords: '503 Service Unavailable',
    tickets: (gitlab) => gitlab.tickets,
    deliver: (gitlab, ticket, state, secret) => gitlab.deliver(ticket, state, secret),
    secretOf: (connected) => connected.webhookSecret!,
  });

  it('sends the token as PRIVATE-TOKEN to the self-hosted base URL, with labels as GitLab takes them', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: {
        provider: 'gitlab',
        credentials: { token: GITLAB_TOKEN },
        settings: { baseUrl: `${fake!.url}/`, project: 'acme/site', labels: ['feedback'] },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.integration.accountLabel).toBe('acme/site');
    const check = fake!.requests.findLast((r) => r.method === 'GET')!;
    expect(check.path).toBe('/api/v4/projects/acme%2Fsite');
    expect(check.headers['private-token']).toBe(GITLAB_TOKEN);
  });
});
