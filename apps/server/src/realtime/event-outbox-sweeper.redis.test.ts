import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { GITHUB_TOKEN, startFakeGitHub } from '../test/fakes/fake-github.ts';
import { REACH_LOCAL_FAKES } from '../test/fakes/fake-server.ts';
import { drained, socketClients, until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const GRACE_MS = 300;
// With Redis, as one instance of a cluster: an instance alone keeps no outbox (event-outbox.test.ts).
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('The outbox is kept for the other instances, so its tests need REDIS_URL');
const t = useTestApp({ eventOutboxGraceMs: GRACE_MS, ...REACH_LOCAL_FAKES, jobPollMs: 50, redisUrl });
const sockets = socketClients();
afterAll(() => sockets.closeAll());

/**
 * Runs `work` as an instance that dies between each commit and its publish: nothing is published, so
 * whatever the sockets hear of it came from the outbox. `work` resolves once the writes are committed.
 */
async function withoutPublishing<T>(work: () => Promise<T>): Promise<T> {
  const publish = t.app.realtime.publish;
  t.app.realtime.publish = () => undefined;
  try {
    return await work();
  } finally {
    t.app.realtime.publish = publish;
  }
}

/** A dashboard of the owner's workspace, and what it hears of `event`. */
async function dashboardHearing<E extends 'comment-created' | 'widget-seen' | 'ticket-updated' | 'export_complete'>(
  owner: { token: string; workspaceId: string },
  event: E,
) {
  const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
  expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
  const heard: unknown[] = [];
  dashboard.on(event as 'widget-seen', (payload) => heard.push(payload));
  return { dashboard, heard };
}

/** The ids of the comments a dashboard heard created. */
const commentIds = (heard: unknown[]) => (heard as { comment: { id: string } }[]).map((payload) => payload.comment.id);

describe('the event outbox (ADR 019)', () => {
  it('clears the row of a change its instance published, and the sweeper never sends it again', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { dashboard, heard } = await dashboardHearing(owner, 'comment-created');

    const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
    await until(async () => (await t.app.db.selectFrom('event_outbox').select('id').execute()).length === 0);
    expect(await t.app.db.selectFrom('event_outbox').select('id').execute()).toEqual([]);
    // Past two sweeps: still heard once.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
    await drained(dashboard);
    expect(commentIds(heard)).toEqual([comment.id]);
    sockets.closeAll();
  });

  it('sends, once it is overdue, a committed change its instance did not publish', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { dashboard, heard } = await dashboardHearing(owner, 'comment-created');

    const comment = await withoutPublishing(() => createComment(t.baseUrl, project, { origin: SITE_ORIGIN }));
    await until(() => heard.length > 0);
    await drained(dashboard);
    expect(commentIds(heard)).toEqual([comment.id]);
    sockets.closeAll();
  });

  it('sends the install check (widget-seen) its instance did not publish', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const { dashboard, heard } = await dashboardHearing(owner, 'widget-seen');

    await withoutPublishing(async () => {
      expect((await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/config`, { origin: SITE_ORIGIN })).status).toBe(200);
    });
    await until(() => heard.length > 0);
    await drained(dashboard);
    expect(heard).toEqual([{ workspaceId: owner.workspaceId, projectId: project.id, widgetSeenAt: expect.any(String) }]);
  });

  it('sends the ticket-updated of a ticket filed, and of a ticket moved by the sync job, that its instance did not publish', async () => {
    // Only this test needs a tracker: a fake GitHub of its own.
    const gh = await startFakeGitHub();
    try {
      const owner = await signUpUser(t.baseUrl);
      const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
      const connected = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
        token: owner.token,
        body: { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings: { apiUrl: gh.url, owner: 'acme', repo: 'site' } },
      });
      expect(connected.status).toBe(201);
      const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
      const { dashboard, heard } = await dashboardHearing(owner, 'ticket-updated');
      const statuses = () => (heard as { ticket: { status: string } }[]).map((payload) => payload.ticket.status);

      await withoutPublishing(async () => {
        const filed = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
          token: owner.token,
          body: { integrationId: connected.body.integration.id },
        });
        expect(filed.status).toBe(201);
      });
      await until(() => heard.length > 0);
      await drained(dashboard);
      expect(statuses()).toEqual(['open']);

      const ticketStatus = async () =>
        (await t.app.db.selectFrom('ticket_links').select('status').where('comment_id', '=', comment.id).executeTakeFirstOrThrow()).status;
      await withoutPublishing(async () => {
        expect(
          (await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } })).status,
        ).toBe(200);
        // The sync job moved the ticket and committed its link: the job is done.
        await until(async () => (await ticketStatus()) === 'closed', 15_000);
        expect(await ticketStatus()).toBe('closed');
      });
      await until(() => heard.length > 1);
      await drained(dashboard);
      expect(statuses()).toEqual(['open', 'closed']);
    } finally {
      await gh.close();
    }
  });

  it('sends the export_complete its instance did not publish', async () => {
    const owner = await signUpUser(t.baseUrl);
    const { dashboard, heard } = await dashboardHearing(owner, 'export_complete');

    let exportId = '';
    await withoutPublishing(async () => {
      const requested = await call(t.baseUrl, 'POST', `/api/retention/request-export?workspaceId=${owner.workspaceId}`, {
        token: owner.token,
      });
      expect(requested.status).toBe(200);
      exportId = requested.body.exportId;
      const status = async () =>
        (await t.app.db.selectFrom('data_exports').select('status').where('id', '=', exportId).executeTakeFirstOrThrow()).status;
      await until(async () => (await status()) === 'ready', 15_000);
      expect(await status()).toBe('ready');
    });
    await until(() => heard.length > 0);
    await drained(dashboard);
    expect(heard).toEqual([expect.objectContaining({ userId: owner.user.uid, workspaceId: owner.workspaceId, exportId, status: 'ready' })]);
  });
});
