import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { socketClients, until } from '../test/socket-clients.ts';
import { startTestApp, useTestApp, type TestApp } from '../test/test-app.ts';

const t = useTestApp({ maxInFlightRequests: 2 });
const sockets = socketClients();
afterAll(() => sockets.closeAll());

/**
 * A slow caller: the headers of a request arrive, its body not yet, so the server holds it in
 * flight until `finish` sends the rest or `abort` drops the connection.
 */
function slowRequest(baseUrl: string, path: string) {
  const body = JSON.stringify({ body: 'slow' });
  const url = new URL(path, baseUrl);
  let answered: (status: number) => void;
  const status = new Promise<number>((resolve) => (answered = resolve));
  const req: ClientRequest = httpRequest(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, origin: SITE_ORIGIN } },
    (res) => {
      res.resume();
      answered(res.statusCode ?? 0);
    },
  );
  req.on('error', () => answered(0));
  req.write(body.slice(0, 2));
  return {
    status,
    finish: () => req.end(body.slice(2)),
    abort: () => req.destroy(),
  };
}

/** Resolves once the server has the headers of `count` more POSTs (the slow ones hold their slots from then on). */
function serverReceived(count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = (request: IncomingMessage) => {
      if (request.method !== 'POST' || ++seen < count) return;
      t.app.server.off('request', onRequest);
      resolve();
    };
    t.app.server.on('request', onRequest);
  });
}

describe('past MAX_IN_FLIGHT_REQUESTS', () => {
  it('answers 503 overloaded with Retry-After at once, keeps health and sockets answering, and serves again once a slot is free', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const listPath = `/api/workspaces/${owner.workspaceId}/comments`;

    const held = serverReceived(2);
    const first = slowRequest(t.baseUrl, `/api/widget/${project.publicKey}/comments`);
    const second = slowRequest(t.baseUrl, `/api/widget/${project.publicKey}/comments`);
    await held;
    let refused = await call(t.baseUrl, 'GET', listPath, { token: owner.token });
    await until(async () => (refused = await call(t.baseUrl, 'GET', listPath, { token: owner.token })).status === 503);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: 'overloaded' });
    expect(refused.headers.get('retry-after')).toBe('1');

    // The balancer's probes and the real-time sockets are not counted against the limit.
    expect((await call(t.baseUrl, 'GET', '/api/health')).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', '/api/health/ready')).status).toBe(200);
    const socket = await sockets.connect(t.baseUrl, { projectKey: project.publicKey }, SITE_ORIGIN);
    expect(socket.connected).toBe(true);

    // A caller that gives up frees its slot; so does one whose answer is sent.
    first.abort();
    await until(async () => (await call(t.baseUrl, 'GET', listPath, { token: owner.token })).status === 200);
    expect((await call(t.baseUrl, 'GET', listPath, { token: owner.token })).status).toBe(200);
    second.finish();
    expect(await second.status).toBe(400);
    const third = slowRequest(t.baseUrl, `/api/widget/${project.publicKey}/comments`);
    expect((await call(t.baseUrl, 'GET', listPath, { token: owner.token })).status).toBe(200);
    third.abort();
  });
});

// A route that keeps the event loop busy as a saturated instance's requests do, before anything awaits
// (its onRequest hook runs before authentication): on SQLite a request's work is synchronous, so on
// both engines each request's work counts in the turn that starts it.
const BUSY_MS = 3;
const busyRoute: FastifyPluginAsync = async (api) => {
  api.get(
    '/test/busy',
    {
      onRequest: (_request, _reply, done) => {
        const until = performance.now() + BUSY_MS;
        while (performance.now() < until);
        done();
      },
    },
    async () => ({ ok: true }),
  );
};

// The callers, in a thread of their own so that their event loop is not the server's: `established`
// connections ask in a loop; once they are going, `fresh` new connections ask once each, all at once.
// Each fresh caller's figure is how many answers the established connections got while it waited.
const CALLERS = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, token, established, fresh } = workerData;
const headers = { authorization: 'Bearer ' + token };
const get = (agent) =>
  new Promise((resolve, reject) =>
    http.get(url, { agent, headers }, (res) => res.resume().on('end', resolve)).on('error', reject));
let answers = 0;
let stopped = false;
const kept = new http.Agent({ keepAlive: true, maxSockets: established });
const loops = Array.from({ length: established }, async () => {
  while (!stopped) (await get(kept), answers++);
});
(async () => {
  while (answers < 2 * established) await new Promise((resolve) => setTimeout(resolve, 5));
  const waits = await Promise.all(
    Array.from({ length: fresh }, async () => {
      const before = answers;
      await get(false);
      return answers - before;
    }),
  );
  stopped = true;
  await Promise.all(loops);
  kept.destroy();
  parentPort.postMessage(waits);
})().catch((error) => parentPort.postMessage(String(error)));
`;

describe('a busy instance', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await startTestApp({}, undefined, { extraApiRoutes: busyRoute });
  });
  afterAll(() => busy?.close());

  it('answers new connections within a few turns of its loop, not after every open connection has been served again and again', async () => {
    const { token } = await signUpUser(busy.baseUrl);
    const established = 10;
    const worker = new Worker(CALLERS, {
      eval: true,
      workerData: { url: `${busy.baseUrl}/api/test/busy`, token, established, fresh: 20 },
    });
    const waits = await new Promise<number[] | string>((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(waits).toEqual(expect.any(Array));
    // Node accepts one connection per turn of its loop. When a turn ran every waiting request (ten
    // here), the twentieth new caller waited about 20 turns x 10 answers; started in slices, a turn
    // runs a request or two, and a new caller waits for the accepts, then its place in the line.
    const longest = Math.max(...(waits as number[]));
    expect(longest).toBeLessThan(6 * established);
  });
});
