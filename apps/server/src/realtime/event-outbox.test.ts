import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { drained, socketClients, until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const GRACE_MS = 300;
const t = useTestApp({ eventOutboxGraceMs: GRACE_MS });
const sockets = socketClients();

describe('the event outbox (ADR 019)', () => {
  it('clears the row of a change its instance published, and the sweeper never sends it again', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));

    const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
    await until(async () => (await t.app.db.selectFrom('event_outbox').select('id').execute()).length === 0);
    expect(await t.app.db.selectFrom('event_outbox').select('id').execute()).toEqual([]);
    // Past two sweeps: still heard once.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
    await drained(dashboard);
    expect(heard).toEqual([comment.id]);
    sockets.closeAll();
  });

  it('sends, once it is overdue, a committed change its instance did not publish', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));

    const publish = t.app.realtime.publish;
    t.app.realtime.publish = () => undefined;
    const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN }).finally(() => {
      t.app.realtime.publish = publish;
    });
    await until(() => heard.length > 0);
    await drained(dashboard);
    expect(heard).toEqual([comment.id]);
    sockets.closeAll();
  });
});
