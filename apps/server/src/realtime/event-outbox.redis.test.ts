import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { drained, socketClients, until } from '../test/socket-clients.ts';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../test/test-app.ts';

// Short, so the sweep comes within the test's patience; production waits 5 s (EVENT_OUTBOX_GRACE_MS).
const GRACE_MS = 400;

/** A comment whose instance commits it and does not publish it, though it keeps running (its sweeper too). */
async function createCommentUnpublished(instance: TestApp, project: { publicKey: string }) {
  const publish = instance.app.realtime.publish;
  instance.app.realtime.publish = () => undefined;
  try {
    return await createComment(instance.baseUrl, project, { origin: SITE_ORIGIN });
  } finally {
    instance.app.realtime.publish = publish;
  }
}

describe('an instance that stops between the commit and the publish (ADR 019)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dying: TestApp;
  let survivor: TestApp;
  const sockets = socketClients();
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) throw new Error('Tests of several instances need REDIS_URL');
    database = await createTestDatabase();
    dying = await startTestApp({ redisUrl, eventOutboxGraceMs: GRACE_MS }, database);
    survivor = await startTestApp({ redisUrl, eventOutboxGraceMs: GRACE_MS }, database);
  });
  afterAll(async () => {
    sockets.closeAll();
    await survivor?.close();
    await database?.drop();
  });

  it('loses no comment: a dashboard on another instance hears it once, from the outbox, however many sweepers run', async () => {
    const owner = await signUpUser(survivor.baseUrl);
    const project = await createProject(survivor.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await sockets.connect(survivor.baseUrl, { token: owner.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));

    // Both instances' sweepers are live: the row overdue from the last test is taken by one of them only.
    const stuck = await createCommentUnpublished(dying, project);
    await until(() => heard.length > 0, 10_000);
    await drained(dashboard);
    expect(heard).toEqual([stuck.id]);
    heard.length = 0;

    // The crash point: the transaction has committed, and this instance never gets to publish.
    dying.app.realtime.publish = () => undefined;
    const comment = await createComment(dying.baseUrl, project, { origin: SITE_ORIGIN });
    await dying.close();

    await until(() => heard.length > 0, 10_000);
    await drained(dashboard);
    expect(heard).toEqual([comment.id]);
    // The sweeper deletes the row after its send reached Redis, which may be after the socket heard it.
    const left = () => survivor.app.db.selectFrom('event_outbox').select('id').execute();
    await until(async () => (await left()).length === 0, 10_000);
    expect(await left()).toEqual([]);
  });
});

describe('an instance whose publish does not reach Redis (it hangs for that instance only)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let cutOff: TestApp;
  let other: TestApp;
  const sockets = socketClients();
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) throw new Error('Tests of several instances need REDIS_URL');
    database = await createTestDatabase();
    proxy = await tcpProxy(Number(new URL(redisUrl).port || 6379));
    cutOff = await startTestApp(
      { redisUrl: `redis://127.0.0.1:${proxy.port}`, redisCommandTimeoutMs: 300, eventOutboxGraceMs: GRACE_MS },
      database,
    );
    other = await startTestApp({ redisUrl, eventOutboxGraceMs: GRACE_MS }, database);
  });
  afterAll(async () => {
    sockets.closeAll();
    await cutOff?.close();
    await other?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('keeps the event in the outbox, and a dashboard on another instance hears it from a sweeper', async () => {
    const owner = await signUpUser(other.baseUrl);
    const project = await createProject(other.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await sockets.connect(other.baseUrl, { token: owner.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const heard: string[] = [];
    dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));

    // Every byte between this instance and Redis stops: its publish times out (this instance's own
    // sockets still hear it), and the outbox row must not be taken for sent.
    proxy.stall();
    const comment = await createComment(cutOff.baseUrl, project, { origin: SITE_ORIGIN });
    await until(() => heard.length > 0, 10_000);
    await drained(dashboard);
    expect(heard).toEqual([comment.id]);
  });
});
