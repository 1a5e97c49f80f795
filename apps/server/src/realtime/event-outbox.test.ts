import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { socketClients, until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

// An instance without Redis has no other instance to tell: the sockets that a swept event would reach
// are its own, and they go with it (ADR 037). With Redis: event-outbox-sweeper.redis.test.ts.
const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const outboxRows = () => t.app.db.selectFrom('event_outbox').select('id').execute();

describe('the event outbox of an instance alone (no Redis)', () => {
  it('keeps no row for a change, even one its instance never sent', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = () => undefined;
    try {
      await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
    } finally {
      t.app.realtime.publish = publish;
    }
    expect(await outboxRows()).toEqual([]);
  });

  it("sends a change's event to the dashboards at once", async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));

    const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
    await until(() => heard.length > 0);
    expect(heard).toEqual([comment.id]);
    expect(await outboxRows()).toEqual([]);
  });
});
