import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject } from '../test/factories.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { JIRA_EMAIL, JIRA_TOKEN, startFakeJira, type FakeJira } from '../test/fakes/fake-jira.ts';
import { trackerContract } from '../test/fakes/tracker-contract.ts';
import { until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
const fake: FakeJira = await startFakeJira();
const connect = (credentials: 'good' | 'bad', statusMapping?: { resolved: string; open: string }) => ({
  provider: 'jira',
  credentials: { email: JIRA_EMAIL, apiToken: credentials === 'good' ? JIRA_TOKEN : 'wrong' },
  settings: { siteUrl: fake.url, projectKey: 'WEB', ...(statusMapping ? { statusMapping } : {}) },
});

describe('Jira Cloud integration', () => {
  trackerContract(t, {
    provider: 'jira',
    start: async () => fake,
    connect: (_fake, credentials) => connect(credentials),
    refusal: 'Client must be authenticated to access this resource.',
    outage: { status: 503, body: { errorMessages: ['Jira is under maintenance'], errors: {} } },
    outageWords: 'Jira is under maintenance',
    tickets: (jira) => jira.tickets,
    deliver: (jira, ticket, state, secret) => jira.deliver(ticket, state, secret),
    secretOf: (connected) => connected.webhookSecret!,
  });

  it('writes the description in Atlassian Document Format and follows a custom status mapping', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { integration } = (
      await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
        token: owner.token,
        body: connect('good', { resolved: 'In Progress', open: 'To Do' }),
      })
    ).body;
    const comment = await createComment(t.baseUrl, project);
    const { ticket } = (
      await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, { token: owner.token, body: { integrationId: integration.id } })
    ).body;
    expect(ticket.url).toBe(`${fake.url}/browse/${ticket.key}`);
    const stored = fake.tickets.find((x) => x.key === ticket.key)!;
    const adf = stored.adf as { type: string; version: number; content: Array<{ type: string }> };
    expect([adf.type, adf.version, adf.content[0]!.type]).toEqual(['doc', 1, 'blockquote']);
    expect(adf.content.some((node) => node.type === 'codeBlock')).toBe(false);
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    await until(() => stored.status === 'In Progress');
    expect(stored.status).toBe('In Progress');
  });
});
