import { createServer, type Server as HttpServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { reconnectAfterServerDisconnect } from './reconnect-after-server-disconnect.ts';

// A real Socket.IO server stopped as a graceful shutdown stops it (its sockets closed by the server),
// then started again on the same port: the client comes back by itself and hears the next event.

let servers: { io: Server; http: HttpServer }[] = [];
let client: Socket | null = null;

async function startServer(port = 0): Promise<{ io: Server; http: HttpServer; port: number }> {
  const http = createServer();
  const io = new Server(http);
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  servers.push({ io, http });
  const address = http.address();
  return { io, http, port: typeof address === 'object' && address ? address.port : 0 };
}

async function stopServer(server: { io: Server; http: HttpServer }) {
  server.io.local.disconnectSockets(true);
  await new Promise<void>((resolve) => server.io.close(() => resolve()));
  servers = servers.filter((s) => s !== server);
}

afterEach(async () => {
  client?.disconnect();
  client = null;
  for (const server of servers) await stopServer(server);
});

const nextConnect = (socket: Socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve()));

describe('reconnectAfterServerDisconnect', () => {
  it('reconnects after the server shut down and came back, and hears its events', async () => {
    const first = await startServer();
    client = connect(`http://127.0.0.1:${first.port}`, { transports: ['websocket'], reconnectionDelay: 50, reconnectionDelayMax: 200 });
    reconnectAfterServerDisconnect(client, () => 0);
    await nextConnect(client);

    const reasons: string[] = [];
    client.on('disconnect', (reason) => reasons.push(reason));
    const back = nextConnect(client);
    await stopServer(first);
    const second = await startServer(first.port);
    await back;
    expect(reasons).toEqual(['io server disconnect']);

    const heard = new Promise<string>((resolve) => client!.once('comment-created', (body: string) => resolve(body)));
    second.io.emit('comment-created', 'After the restart');
    expect(await heard).toBe('After the restart');
  });
});
