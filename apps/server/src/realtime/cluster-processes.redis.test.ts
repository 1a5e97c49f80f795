import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ClientToServerEvents, Project, ServerToClientEvents } from '@commentflow/shared';
import { signUpUser, type SignedUpUser } from '../test/auth-factory.ts';
import { call, createProject, newCommentBody, SITE_ORIGIN } from '../test/factories.ts';
import { redisProcess, serverProcess, type RedisProcess, type ServerProcess } from '../test/server-process.ts';
import { until } from '../test/socket-clients.ts';
import { createTestDatabase } from '../test/test-app.ts';

// Two real server processes (the compiled apps/server/dist/main.js) on one PostgreSQL schema and a
// redis-server of the test's own, which it stops and starts (never the machine's). Runs with
// TEST_DATABASE_URL and REDIS_URL set (CI); counted as skipped otherwise.
const postgres = process.env.TEST_DB === 'postgres';

/**
 * A dashboard's socket as the web app runs it: reconnects after a transport loss and, like
 * reconnect-after-server-disconnect.ts, after the server closed it; joins its workspace on each connect.
 */
function dashboard(baseUrl: string, token: string, workspaceId: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseUrl, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const state = { socket, joins: 0, heard: new Map<string, number>() };
  socket.on('comment-created', ({ comment }) => state.heard.set(comment.id, (state.heard.get(comment.id) ?? 0) + 1));
  socket.on('connect', () => {
    void socket.emitWithAck('join-workspace', { workspaceId }).then(() => state.joins++);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 200);
  });
  return state;
}

describe.runIf(postgres)('two server processes on PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let redis: RedisProcess;
  let a: ServerProcess;
  let b: ServerProcess;
  let owner: SignedUpUser;
  let project: Project;
  const dashboards: ReturnType<typeof dashboard>[] = [];
  const open = (baseUrl: string) => {
    const opened = dashboard(baseUrl, owner.token, owner.workspaceId);
    dashboards.push(opened);
    return opened;
  };
  // As the owner in the widget: guests' writes are limited to 30 a minute per address, and this test writes more.
  const post = (baseUrl: string, target: Project, body: string, clientId?: string) =>
    call(baseUrl, 'POST', `/api/widget/${target.publicKey}/comments`, {
      token: owner.token,
      origin: SITE_ORIGIN,
      body: newCommentBody({ body, ...(clientId && { clientId }) }),
    });
  const stored = async () => {
    const res = await call(b.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?limit=100`, { token: owner.token });
    expect(res.status).toBe(200);
    return res.body.comments as { id: string; body: string }[];
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await redisProcess();
    await redis.start();
    const env = {
      DATABASE_URL: database.settings.databaseUrl!,
      DATABASE_SCHEMA: database.settings.databaseSchema!,
      REDIS_URL: redis.url,
      REDIS_CONNECT_TIMEOUT_MS: '1000',
      // A stopped Redis fails commands at once; this only keeps a loaded CI machine's slow answers from
      // counting as failed publishes (which the outbox would send again: a dashboard hearing one twice).
      REDIS_COMMAND_TIMEOUT_MS: '5000',
      EVENT_OUTBOX_GRACE_MS: '1000',
    };
    a = await serverProcess(env);
    b = await serverProcess(env);
    await a.start();
    await b.start();
    owner = await signUpUser(a.baseUrl);
    project = await createProject(a.baseUrl, owner.token, owner.workspaceId);
  }, 120_000);
  afterAll(async () => {
    for (const opened of dashboards) opened.socket.disconnect();
    await a?.stop('SIGTERM');
    await b?.stop('SIGTERM');
    await redis?.stop();
    await database?.drop();
  }, 60_000);

  it('deliver a comment written through one process to a dashboard on the other', async () => {
    const onB = open(b.baseUrl);
    await until(() => onB.joins > 0);
    const res = await post(a.baseUrl, project, 'Across processes');
    expect(res.status).toBe(201);
    await until(() => onB.heard.has(res.body.comment.id));
    expect(onB.heard.get(res.body.comment.id)).toBe(1);
  });

  it('lose no acknowledged comment and store none twice when one is killed (-9) mid-burst; dashboards see every stored one', async () => {
    const onB = open(b.baseUrl);
    await until(() => onB.joins > 0);
    const before = new Set((await stored()).map((comment) => comment.id));
    const burst = Array.from({ length: 30 }, (_, index) => ({
      body: `Burst ${index}`,
      clientId: crypto.randomUUID(),
      ackedId: null as string | null,
    }));
    let acked = 0;
    let killed: Promise<void> | null = null;
    // The tests after this one need A again, whatever happens here.
    onTestFinished(async () => {
      if (killed) await killed.then(() => a.start());
    }, 90_000);
    // Three clients writing one after another, as widgets do; the process dies after five answers.
    await Promise.all(
      [0, 1, 2].map(async (lane) => {
        for (const item of burst.filter((_, index) => index % 3 === lane)) {
          const res = await post(a.baseUrl, project, item.body, item.clientId).catch(() => null);
          if (res?.status === 201) {
            item.ackedId = res.body.comment.id;
            if (++acked === 5) killed = a.stop('SIGKILL');
          }
        }
      }),
    );
    await killed;
    const unanswered = burst.filter((item) => !item.ackedId);
    expect(acked).toBeGreaterThanOrEqual(5);
    expect(unanswered.length).toBeGreaterThan(0);

    // The widgets retry what got no answer, with the same clientId, on the instance still up.
    for (const item of unanswered) {
      const res = await post(b.baseUrl, project, item.body, item.clientId);
      expect([200, 201]).toContain(res.status);
    }
    const burstRows = (await stored()).filter((comment) => !before.has(comment.id));
    expect(burstRows.map((comment) => comment.body).sort()).toEqual(burst.map((item) => item.body).sort());
    for (const item of burst.filter((entry) => entry.ackedId))
      expect(burstRows.find((row) => row.body === item.body)?.id).toBe(item.ackedId);
    // Also those the killed process committed but never published: the outbox sends them from B.
    await until(() => burstRows.every((row) => onB.heard.has(row.id)), 15_000);
    expect(burstRows.filter((row) => !onB.heard.has(row.id))).toEqual([]);
  }, 90_000);

  it('keep taking comments while Redis is stopped, and share events again once it is back', async () => {
    const onB = open(b.baseUrl);
    await until(() => onB.joins > 0);
    await redis.stop();
    const during = await post(a.baseUrl, project, 'While Redis was down');
    expect(during.status).toBe(201);
    await until(async () => (await call(a.baseUrl, 'GET', '/api/health')).body.redis?.status === 'down');
    expect((await call(a.baseUrl, 'GET', '/api/health')).body.redis.status).toBe('down');

    await redis.start();
    for (const instance of [a, b])
      await until(async () => (await call(instance.baseUrl, 'GET', '/api/health')).body.redis?.status === 'up', 15_000);
    // The adapters pick their streams up again: a comment through A reaches B's dashboard.
    let heardAfter = false;
    for (let attempt = 0; attempt < 20 && !heardAfter; attempt++) {
      const after = await post(a.baseUrl, project, `After Redis came back ${attempt}`);
      await until(() => onB.heard.has(after.body.comment.id), 1_000);
      heardAfter = onB.heard.has(after.body.comment.id);
    }
    expect(heardAfter).toBe(true);
    expect((await stored()).map((comment) => comment.body)).toContain('While Redis was down');
  }, 90_000);

  it('survive a rolling restart: the dashboard of the stopped process reconnects, catches up and hears new comments', async () => {
    const onA = open(a.baseUrl);
    await until(() => onA.joins > 0);
    await a.stop('SIGTERM');
    const during = await post(b.baseUrl, project, 'During the rolling restart');
    expect(during.status).toBe(201);
    await a.start();
    await until(() => onA.joins > 1, 15_000);
    expect(onA.socket.connected).toBe(true);
    // What a reconnected dashboard refetches shows what was written while it was away...
    const list = await call(a.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?limit=100`, { token: owner.token });
    expect((list.body.comments as { id: string }[]).map((comment) => comment.id)).toContain(during.body.comment.id);
    // ...and comments written through the other process reach it live again.
    const after = await post(b.baseUrl, project, 'After the rolling restart');
    await until(() => onA.heard.has(after.body.comment.id));
    expect(onA.heard.get(after.body.comment.id)).toBe(1);
  }, 90_000);
});
