import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AriaFinding, AriaReportRequest, Project } from '@commentflow/shared';
import { ariaReport, reportAriaFindings } from '../../test/aria-factory.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createProject } from '../../test/factories.ts';
import { startFakeGitHub, GITHUB_TOKEN, type FakeGitHub } from '../../test/fakes/fake-github.ts';
import { REACH_LOCAL_FAKES } from '../../test/fakes/fake-server.ts';
import { until } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
});

const finding = (rule: string, subject: string) => ({
  detector: 'data-integrity' as const,
  rule,
  subject,
  evidence: `Shown: "NaN €" in ${subject}`,
  anchor: { selector: subject, offsetX: 0.5, offsetY: 0.5 },
});
const report = (findings: AriaReportRequest['findings']) => ariaReport({ findings });

async function workspace() {
  const owner = await signUpUser(t.baseUrl);
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
  const send = (body: AriaReportRequest) => reportAriaFindings(t.baseUrl, project as Project, body);
  const list = async () =>
    (await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/findings`, { token: owner.token })).body
      .findings as AriaFinding[];
  const profilePath = `/api/workspaces/${owner.workspaceId}/aria/profile`;
  const { profile } = (await call(t.baseUrl, 'GET', profilePath, { token: owner.token })).body;
  const saveProfile = (changes: object) => call(t.baseUrl, 'PUT', profilePath, { token: owner.token, body: { ...profile, ...changes } });
  return { owner, project, send, list, saveProfile };
}

const connectGitHub = (token: string, workspaceId: string) =>
  call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/integrations`, {
    token,
    body: {
      provider: 'github',
      credentials: { token: GITHUB_TOKEN },
      settings: { apiUrl: gh.url, owner: 'acme', repo: 'site', labels: [] },
    },
  });

const issuesAbout = (subject: string) => gh.issues.filter((issue) => issue.body.includes(subject));

describe('ARIA routing rules', () => {
  it('files a matching finding as one ticket in the connected tracker, linked to its thread; an unconnected target is unavailable', async () => {
    const { owner, send, list, saveProfile } = await workspace();
    expect((await connectGitHub(owner.token, owner.workspaceId)).status).toBe(201);
    const saved = await saveProfile({
      autoCreateTickets: true,
      routingRules: [
        { condition: { severity: 'serious' }, action: 'create-ticket', target: 'github' },
        // The same tracker named twice: still one ticket.
        { condition: { detector: 'data-integrity' }, action: 'create-ticket', target: 'GitHub' },
        { condition: { severity: 'serious' }, action: 'create-ticket', target: 'jira' },
        { condition: { detector: 'seo' }, action: 'create-ticket', target: 'slack' },
      ],
    });
    expect(saved.body.routingTargets).toEqual([
      { target: 'github', available: true, reason: null },
      { target: 'GitHub', available: true, reason: null },
      { target: 'jira', available: false, reason: expect.stringContaining('Jira Cloud is not connected') },
      { target: 'slack', available: false, reason: expect.stringContaining('not tickets') },
    ]);

    expect((await send(report([finding('bad-value-text', '#price')]))).body).toMatchObject({ created: 1 });
    await until(async () => (await list())[0]?.routing.some((route) => route.outcome === 'ticket-created') ?? false);
    const [filed] = await list();
    expect(issuesAbout('#price')).toHaveLength(1);
    const [issue] = issuesAbout('#price');
    expect(issue!.title).toContain('A placeholder value is shown to visitors');
    expect(filed!.routing).toEqual([
      {
        target: 'github',
        outcome: 'ticket-created',
        ticket: { key: `#${issue!.number}`, url: `https://github.com/acme/site/issues/${issue!.number}` },
      },
      { target: 'jira', outcome: 'target-unavailable' },
    ]);
    // Linked to ARIA's thread as a ticket made from the thread is.
    const tickets = await call(t.baseUrl, 'GET', `/api/comments/${filed!.commentId}/tickets`, { token: owner.token });
    expect(tickets.body.tickets).toEqual([expect.objectContaining({ provider: 'github', key: `#${issue!.number}` })]);

    // Seen again, then a new finding: the new one gets its ticket, the known one never a second.
    expect((await send(report([finding('bad-value-text', '#price')]))).body).toMatchObject({ seenAgain: 1 });
    await send(report([finding('bad-value-text', '#total')]));
    await until(async () => (await list()).find((row) => row.subject === '#total')?.routing[0]?.outcome === 'ticket-created');
    expect(issuesAbout('#total')).toHaveLength(1);
    expect(issuesAbout('#price')).toHaveLength(1);
  });

  it("closes the ticket when a full scan resolves ARIA's thread, and reopens it when the finding comes back", async () => {
    const { owner, project, list, saveProfile } = await workspace();
    await connectGitHub(owner.token, owner.workspaceId);
    await saveProfile({ autoCreateTickets: true, routingRules: [{ condition: {}, action: 'create-ticket', target: 'github' }] });
    // A full scan (a member's) is the one that may resolve: it looked at everything its detectors cover.
    const fullScan = (findings: AriaReportRequest['findings']) =>
      reportAriaFindings(
        t.baseUrl,
        project as Project,
        ariaReport({ findings, scan: 'full', detectorsRun: ['data-integrity'] }),
        owner.token,
      );
    expect((await fullScan([finding('bad-value-text', '#subtotal')])).body).toMatchObject({ created: 1 });
    await until(async () => (await list())[0]?.routing[0]?.outcome === 'ticket-created');
    const [issue] = issuesAbout('#subtotal');
    expect(issue!.state).toBe('open');

    expect((await fullScan([])).body).toMatchObject({ resolved: 1 });
    await until(() => issue!.state === 'closed');
    expect(issue!.state).toBe('closed');
    expect((await fullScan([finding('bad-value-text', '#subtotal')])).body).toMatchObject({ reopened: 1 });
    await until(() => issue!.state === 'open');
    expect(issue!.state).toBe('open');
  });

  it('makes no ticket without autoCreateTickets, nor for a tracker that is not connected', async () => {
    const { send, list, saveProfile } = await workspace();
    await saveProfile({ autoCreateTickets: false, routingRules: [{ condition: {}, action: 'create-ticket', target: 'github' }] });
    await send(report([finding('bad-value-text', '#off')]));
    expect((await list())[0]!.routing).toEqual([]);

    await saveProfile({ autoCreateTickets: true, routingRules: [{ condition: {}, action: 'create-ticket', target: 'github' }] });
    await send(report([finding('bad-value-text', '#not-connected')]));
    expect((await list()).find((row) => row.subject === '#not-connected')!.routing).toEqual([
      { target: 'github', outcome: 'target-unavailable' },
    ]);
  });

  it('records no-thread when ARIA files no thread to make the ticket from', async () => {
    const { owner, send, list, saveProfile } = await workspace();
    await connectGitHub(owner.token, owner.workspaceId);
    await saveProfile({
      autoCreateTickets: true,
      autoCreateComments: false,
      routingRules: [{ condition: {}, action: 'create-ticket', target: 'github' }],
    });
    await send(report([finding('bad-value-text', '#threadless')]));
    expect((await list())[0]!.routing).toEqual([{ target: 'github', outcome: 'no-thread' }]);
  });
});
