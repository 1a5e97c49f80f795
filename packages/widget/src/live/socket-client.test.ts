import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SocketClient, type ConnectError } from './socket-client.ts';

// The widget's own Socket.IO client against the real socket.io server the product runs, as it is
// configured there (connection-state recovery on, handshake middleware refusing with data).
interface Listen {
  greeting: (payload: { text: string }) => void;
}
interface Emit {
  echo: (payload: { n: number }, ack: (result: { ok: boolean; n: number }) => void) => void;
  note: (payload: { text: string }) => void;
}

beforeAll(() => {
  // Node 20 has no WebSocket of its own; the browser's is what the widget uses.
  Object.assign(globalThis, { WebSocket });
});

let http: HttpServer | null = null;
let io: Server | null = null;
const clients: SocketClient<Listen, Emit>[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  io?.close();
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  http = null;
  io = null;
});

async function startServer(onConnection: (socket: Socket) => void): Promise<string> {
  http = createServer();
  io = new Server(http, { cors: { origin: true }, connectionStateRecovery: { maxDisconnectionDuration: 60_000 } });
  io.use((socket, next) => {
    const { projectKey } = socket.handshake.auth as { projectKey?: string };
    if (projectKey === 'pk_ok') next();
    else next(Object.assign(new Error('Project not found'), { data: { error: 'not-found' } }));
  });
  io.on('connection', onConnection);
  await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

function connect(url: string, auth: () => object): SocketClient<Listen, Emit> {
  const client = new SocketClient<Listen, Emit>(url, auth);
  clients.push(client);
  client.reconnect();
  return client;
}

const next = <T>(subscribe: (resolve: (value: T) => void) => void) => new Promise<T>(subscribe);

describe('SocketClient', () => {
  it('presents its auth, hears events (recovery offsets and all), and gets acks', async () => {
    const seen: unknown[] = [];
    const url = await startServer((socket) => {
      socket.on('echo', (payload: { n: number }, ack: (result: unknown) => void) => ack({ ok: true, n: payload.n + 1 }));
      socket.on('note', (payload) => seen.push(payload));
      socket.join('room');
    });
    const client = connect(url, () => ({ projectKey: 'pk_ok' }));
    await next<void>((resolve) => client.on('connect', resolve));
    expect(client.connected).toBe(true);

    const greeting = next<{ text: string }>((resolve) => client.on('greeting', resolve));
    io!.to('room').emit('greeting', { text: 'hello' });
    expect(await greeting).toEqual({ text: 'hello' });

    const answer = await next<{ ok: boolean; n: number }>((resolve) => client.emit('echo', { n: 41 }, resolve));
    expect(answer).toEqual({ ok: true, n: 42 });
    client.emit('note', { text: 'sent' });
    await expect.poll(() => seen).toEqual([{ text: 'sent' }]);
  });

  it('reports a refused handshake with its data and does not retry on its own', async () => {
    let handshakes = 0;
    const url = await startServer(() => undefined);
    io!.engine.on('connection', () => handshakes++);
    const client = connect(url, () => ({ projectKey: 'pk_unknown' }));
    const error = await next<ConnectError>((resolve) => client.on('connect_error', resolve));
    expect(error.message).toBe('Project not found');
    expect(error.data).toEqual({ error: 'not-found' });
    // Past the first retry's delay (1 s, jitter at most +50%): nobody knocked again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(handshakes).toBe(1);
    expect(client.connected).toBe(false);
  });

  it('says when the server disconnected it, and reconnect() comes back with fresh credentials', async () => {
    const tokens: unknown[] = [];
    const url = await startServer((socket) => tokens.push((socket.handshake.auth as { token?: string }).token));
    let token = 'first';
    const client = connect(url, () => ({ projectKey: 'pk_ok', token }));
    await next<void>((resolve) => client.on('connect', resolve));

    const reason = next<string>((resolve) => client.on('disconnect', resolve));
    io!.disconnectSockets(true);
    expect(await reason).toBe('io server disconnect');
    expect(client.connected).toBe(false);

    token = 'second';
    const again = next<void>((resolve) => client.on('connect', resolve));
    client.reconnect();
    await again;
    expect(tokens).toEqual(['first', 'second']);
  });

  it('comes back by itself after the connection drops', async () => {
    let connections = 0;
    const url = await startServer(() => connections++);
    const client = connect(url, () => ({ projectKey: 'pk_ok' }));
    await next<void>((resolve) => client.on('connect', resolve));

    const reason = next<string>((resolve) => client.on('disconnect', resolve));
    const back = next<void>((resolve) => client.on('connect', resolve));
    for (const socket of io!.of('/').sockets.values()) socket.conn.close();
    expect(await reason).toBe('transport close');
    await back;
    expect(connections).toBe(2);
  });
});
