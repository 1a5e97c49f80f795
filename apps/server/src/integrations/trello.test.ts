import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import {
  LIST_DONE,
  LIST_ELSEWHERE,
  LIST_TODO,
  startFakeTrello,
  TRELLO_KEY,
  TRELLO_SECRET,
  TRELLO_TOKEN,
  type FakeTrello,
} from '../test/fakes/fake-trello.ts';
import { trackerContract } from '../test/fakes/tracker-contract.ts';
import { useTestApp } from '../test/test-app.ts';

const fake: FakeTrello = await startFakeTrello();
const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50, trelloApiUrl: fake.url });
const connect = (credentials: 'good' | 'bad', doneListId = LIST_DONE) => ({
  provider: 'trello',
  credentials: { apiKey: TRELLO_KEY, token: credentials === 'good' ? TRELLO_TOKEN : 'wrong', apiSecret: TRELLO_SECRET },
  settings: { listId: LIST_TODO, doneListId },
});

describe('Trello integration', () => {
  trackerContract(t, {
    provider: 'trello',
    start: async () => fake,
    connect: (_fake, credentials) => connect(credentials),
    refusal: 'invalid token',
    outage: { status: 503, body: 'Trello is temporarily unavailable' },
    outageWords: 'Trello is temporarily unavailable',
    tickets: (trello) => trello.tickets,
    deliver: (trello, ticket, state, secret, url) => trello.deliver(ticket, state, secret, url),
    secretOf: () => TRELLO_SECRET,
  });

  it('refuses a done list on another board, and answers the HEAD check Trello makes before sending', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: connect('good', LIST_ELSEWHERE),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('are on different boards');
    const { integration } = (
      await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token, body: connect('good') })
    ).body;
    expect(integration.accountLabel).toBe('Website: Feedback → Done');
    expect((await fetch(integration.webhookUrl, { method: 'HEAD' })).status).toBe(200);
  });
});
