import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a Redis that went away. */
  cut(): void;
  /** Keeps connections open but passes nothing on, as a Redis that hangs (or a dead network path). */
  stall(): void;
  /** Passes traffic again (new connections only, after a cut). */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to 127.0.0.1:`targetPort` for tests that take a dependency away and give it back. */
export async function tcpProxy(targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open';
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (mode === 'open') {
      client.pipe(upstream);
      upstream.pipe(client);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const proxy: TcpProxy = {
    port,
    cut() {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    stall() {
      mode = 'stall';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      mode = 'open';
    },
    async close() {
      proxy.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

/** A local port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
