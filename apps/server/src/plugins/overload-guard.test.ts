import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { socketClients, until } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

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
