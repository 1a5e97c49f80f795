// The bare reference of bench/realtime-latency.ts, in a process of its own like CommentFlow's server:
// a raw `ws` server that, on POST /broadcast, sends the request's body to every connected socket and
// answers 201. `node --import tsx bench/bare-ws-server.ts` prints its port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const message = Buffer.concat(chunks).toString('utf8');
    for (const socket of sockets.clients) socket.send(message);
    response.writeHead(201).end();
  });
});
const sockets = new WebSocketServer({ server });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
console.log((server.address() as AddressInfo).port);
