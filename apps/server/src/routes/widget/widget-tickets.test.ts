import { afterAll, describe, expect, it } from 'vitest';
import { call, createComment, createTeam, SITE_ORIGIN } from '../../test/factories.ts';
import { connectFakeGitHub, useFakeGitHub } from '../../test/fakes/github-fixture.ts';
import { REACH_LOCAL_FAKES } from '../../test/fakes/fake-server.ts';
import { socketClients, until } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
const sockets = socketClients();
const fakeGitHub = useFakeGitHub();
afterAll(() => sockets.closeAll());

/** A widget session for this project, as the widget's sign-in gets it. */
async function widgetToken(token: string, projectKey: string): Promise<string> {
  const res = await call(t.baseUrl, 'POST', '/api/widget-auth/grant', { token, body: { projectKey, origin: SITE_ORIGIN } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const widget = (method: string, path: string, token: string | undefined, body?: unknown) =>
  call(t.baseUrl, method, `/api/widget${path}`, { token, body, origin: SITE_ORIGIN });

async function teamWithGitHub() {
  const team = await createTeam(t.app, t.baseUrl);
  const { integration } = await connectFakeGitHub(t.baseUrl, fakeGitHub(), team.owner);
  // A notifier takes no tickets: it is not offered.
  await call(t.baseUrl, 'POST', `/api/workspaces/${team.owner.workspaceId}/integrations`, {
    token: team.owner.token,
    body: { provider: 'email', settings: { recipients: ['team@example.com'] } },
  });
  return { ...team, github: integration };
}

describe('tickets from the widget', () => {
  it('lets a member choose a tracker, preview the ticket and file it, and hear of it live', async () => {
    const { owner, member, project, github } = await teamWithGitHub();
    const comment = await createComment(t.baseUrl, project, { body: { body: 'The hero image is blurry' } });
    const token = await widgetToken(member.token, project.publicKey);

    const trackers = await widget('GET', `/${project.publicKey}/trackers`, token);
    expect(trackers.status).toBe(200);
    expect(trackers.body).toEqual({ trackers: [{ id: github.id, provider: 'github', accountLabel: expect.any(String) }] });

    const preview = await widget('GET', `/${project.publicKey}/comments/${comment.id}/ticket-preview?integrationId=${github.id}`, token);
    expect(preview.status).toBe(200);
    expect(preview.body.title).toBe('The hero image is blurry');
    expect(preview.body.body).toContain(`/client/comments/${comment.id}`);

    const socket = await sockets.connect(t.baseUrl, { projectKey: project.publicKey, token }, SITE_ORIGIN);
    expect(await socket.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    socket.on('ticket-updated', (p) => heard.push(`${p.ticket.key}:${p.ticket.status}`));

    const created = await widget('POST', `/${project.publicKey}/comments/${comment.id}/tickets`, token, { integrationId: github.id });
    expect(created.status).toBe(201);
    expect(created.body.ticket).toMatchObject({ provider: 'github', status: 'open', commentId: comment.id });
    const issue = fakeGitHub().issues.find((i) => `#${i.number}` === created.body.ticket.key)!;
    expect(issue.title).toBe('The hero image is blurry');
    expect(fakeGitHub().requests.findLast((r) => r.method === 'POST')!.path).toBe('/repos/acme/site/issues');
    await until(() => heard.length === 1);
    expect(heard).toEqual([`${created.body.ticket.key}:open`]);

    const listed = await widget('GET', `/${project.publicKey}/comments/${comment.id}/tickets`, token);
    expect(listed.body.tickets).toMatchObject([{ key: created.body.ticket.key, url: created.body.ticket.url }]);
    const again = await widget('POST', `/${project.publicKey}/comments/${comment.id}/tickets`, token, { integrationId: github.id });
    expect(again.status).toBe(409);
  });

  it('refuses guests and clients, and answers 404 for another project, another workspace or a reply', async () => {
    const { owner, client, project, github } = await teamWithGitHub();
    const other = await teamWithGitHub();
    const comment = await createComment(t.baseUrl, project);
    const foreign = await createComment(t.baseUrl, other.project);
    const path = `/${project.publicKey}/comments/${comment.id}/tickets`;
    const filed = fakeGitHub().issues.length;

    const guest = await widget('POST', path, undefined, { integrationId: github.id });
    expect(guest.status).toBe(401);
    const clientToken = await widgetToken(client.token, project.publicKey);
    const refused = await widget('POST', path, clientToken, { integrationId: github.id });
    expect(refused.status).toBe(403);
    expect((await widget('GET', `/${project.publicKey}/trackers`, clientToken)).status).toBe(403);

    const token = await widgetToken(owner.token, project.publicKey);
    const otherTenantsTracker = await widget('POST', path, token, { integrationId: other.github.id });
    expect(otherTenantsTracker.status).toBe(404);
    const otherTenantsThread = await widget('POST', `/${project.publicKey}/comments/${foreign.id}/tickets`, token, {
      integrationId: github.id,
    });
    expect(otherTenantsThread.status).toBe(404);
    const reply = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/replies`, { token: owner.token, body: { body: 'On it' } });
    const fromReply = await widget('POST', `/${project.publicKey}/comments/${reply.body.comment.id}/tickets`, token, {
      integrationId: github.id,
    });
    expect(fromReply.status).toBe(400);
    expect(fakeGitHub().issues.length).toBe(filed);
  });
});
