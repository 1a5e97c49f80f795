import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject } from '../test/factories.ts';
import { LINEAR_KEY, LINEAR_TEAM, startFakeLinear, type FakeLinear } from '../test/fakes/fake-linear.ts';
import { trackerContract } from '../test/fakes/tracker-contract.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { useTestApp } from '../test/test-app.ts';
import { LINEAR_WEBHOOK_TOLERANCE_MS } from './providers/linear.ts';

const WEBHOOK_SECRET = 'lin_wh_signingsecret';
// Started before the app, whose configuration names its address; closed by the contract's afterAll.
const fake: FakeLinear = await startFakeLinear();
const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50, linearApiUrl: `${fake.url}/graphql` });

describe('Linear integration', () => {
  const connect = (credentials: 'good' | 'bad') => ({
    provider: 'linear',
    credentials: { apiKey: credentials === 'good' ? LINEAR_KEY : 'lin_api_wrong', webhookSecret: WEBHOOK_SECRET },
    settings: { teamId: LINEAR_TEAM },
  });
  trackerContract(t, {
    provider: 'linear',
    start: async () => fake,
    connect: (_fake, credentials) => connect(credentials),
    refusal: 'Authentication required, not authenticated',
    outage: { status: 503, body: { errors: [{ message: 'Linear is down for maintenance' }] } },
    outageWords: 'Linear is down for maintenance',
    tickets: (linear) => linear.tickets,
    deliver: (linear, ticket, state, secret) => linear.deliver(ticket, state, secret),
    secretOf: () => WEBHOOK_SECRET,
  });

  it('refuses a correctly signed delivery whose webhookTimestamp is more than a minute off', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { integration } = (
      await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token, body: connect('good') })
    ).body;
    const comment = await createComment(t.baseUrl, project);
    const { ticket } = (
      await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, { token: owner.token, body: { integrationId: integration.id } })
    ).body;
    const stale = fake.deliver(
      fake.tickets.find((x) => x.key === ticket.key)!,
      'closed',
      WEBHOOK_SECRET,
      Date.now() - LINEAR_WEBHOOK_TOLERANCE_MS - 5_000,
    );
    const res = await fetch(integration.webhookUrl, { method: 'POST', headers: stale.headers, body: stale.body });
    expect(res.status).toBe(401);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment.status).toBe('open');
  });
});
