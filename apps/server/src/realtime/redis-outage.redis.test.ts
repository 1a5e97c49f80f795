import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@commentflow/shared';
import { signUpUser, type SignedUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { socketClients, type ClientSocket } from '../test/socket-clients.ts';
import { closedPort, tcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Redis taken away from a running instance (through a TCP proxy the test cuts or stalls), and an
// instance started while Redis is unreachable: requests answer, and events still reach this
// instance's own sockets.

const sockets = socketClients();
afterAll(() => sockets.closeAll());

/** A hang fails the test here, with its reason, instead of at the test's timeout. */
function promptly<T>(pending: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer: it waits for Redis`)), 8_000);
  });
  return Promise.race([pending, hang]).finally(() => clearTimeout(timer));
}

function redisPort(): number {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('These tests need REDIS_URL');
  return Number(new URL(url).port || 6379);
}

/** Sign-in, a guest's pin through the widget, and that pin reaching a dashboard on the same instance. */
async function expectServedWithoutRedis(instance: TestApp, owner: SignedUpUser, project: Project, dashboard: ClientSocket) {
  const signIn = await promptly(
    call(instance.baseUrl, 'POST', '/api/auth/signin', { body: { email: owner.email, password: owner.password } }),
    'sign-in',
  );
  expect(signIn.status).toBe(200);

  const heard = new Promise<string>((resolve) => dashboard.once('comment-created', (payload) => resolve(payload.comment.body)));
  const pin = await promptly(
    createComment(instance.baseUrl, project, { origin: SITE_ORIGIN, body: { body: 'Written while Redis is away' } }),
    'a guest write',
  );
  expect(pin.body).toBe('Written while Redis is away');
  expect(await promptly(heard, "the same instance's dashboard")).toBe('Written while Redis is away');
}

async function dashboardOn(instance: TestApp, owner: SignedUpUser): Promise<ClientSocket> {
  const socket = await sockets.connect(instance.baseUrl, { token: owner.token });
  expect(await socket.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
  return socket;
}

describe('Redis goes away while the instance runs', () => {
  let proxy: TcpProxy;
  let instance: TestApp;
  let owner: SignedUpUser;
  let project: Project;
  let dashboard: ClientSocket;
  beforeAll(async () => {
    proxy = await tcpProxy(redisPort());
    instance = await startTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}`, redisCommandTimeoutMs: 500 });
    owner = await signUpUser(instance.baseUrl);
    project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
    dashboard = await dashboardOn(instance, owner);
  });
  afterAll(async () => {
    await instance?.close();
    await proxy?.close();
  });

  it('answers sign-in and guest writes, and delivers to its own sockets, when Redis refuses connections', async () => {
    proxy.cut();
    await expectServedWithoutRedis(instance, owner, project, dashboard);
  });

  it('does the same when Redis hangs: commands time out instead of waiting', async () => {
    proxy.restore();
    // Connected again, then every byte stops.
    await expect.poll(async () => (await call(instance.baseUrl, 'GET', '/api/health')).body.redis?.status, { timeout: 10_000 }).toBe('up');
    proxy.stall();
    await expectServedWithoutRedis(instance, owner, project, dashboard);
  });
});

describe('Redis unreachable when the instance starts', () => {
  let instance: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const port = await closedPort();
    instance = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, redisConnectTimeoutMs: 300, logLevel: 'info' }, undefined, {
      logStream: { write: (line) => logs.push(line) },
    });
  });
  afterAll(async () => {
    await instance?.close();
  });

  it('starts degraded, says so, and serves', async () => {
    expect(logs.some((line) => line.includes('starting DEGRADED'))).toBe(true);
    const owner = await signUpUser(instance.baseUrl);
    const project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await dashboardOn(instance, owner);
    await expectServedWithoutRedis(instance, owner, project, dashboard);
  });
});
