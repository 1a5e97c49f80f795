// Real-time delivery latency: 200 widget sockets watch one project; comments are created over HTTP and
// the time from the request leaving to each socket's receipt is recorded. Prints p50 / p99, beside a
// raw `ws` broadcast of a message of the same size to as many sockets (bench/bare-ws-server.ts, in its
// own process), which is the floor of any fan-out on this machine.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { api, fmt, newComment, percentile, startBenchWorld } from './support.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);

/** The same fan-out through a raw `ws` server: p50 / p99 from the POST leaving to each socket's receipt. */
async function rawWsLatencies(messageBytes: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-ws-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
  const clients: WebSocket[] = [];
  const received: number[] = [];
  const startedAt = new Map<string, number>();
  try {
    await Promise.all(
      Array.from({ length: SOCKETS }, () => {
        const client = new WebSocket(`ws://127.0.0.1:${port}`);
        clients.push(client);
        client.on('message', (data) => {
          const start = startedAt.get((JSON.parse(String(data)) as { id: string }).id);
          if (start !== undefined) received.push(performance.now() - start);
        });
        return new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
      }),
    );
    for (let i = 0; i < MESSAGES; i++) {
      const id = crypto.randomUUID();
      const body = JSON.stringify({ id, padding: 'x'.repeat(Math.max(0, messageBytes - 60)) });
      startedAt.set(id, performance.now());
      await fetch(`http://127.0.0.1:${port}/broadcast`, { method: 'POST', body });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return received.sort((a, b) => a - b);
  } finally {
    for (const client of clients) client.close();
    child.kill();
  }
}

const world = await startBenchWorld();
const sockets: Socket[] = [];
let eventBytes = 0;
const latencies: number[] = [];
const sentAt = new Map<string, number>();

try {
  await Promise.all(
    Array.from({ length: SOCKETS }, () => {
      const socket = io(world.server.url, {
        auth: { projectKey: world.projectKey },
        extraHeaders: { origin: world.siteOrigin },
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('comment-created', (event: { comment: { clientId: string | null } }) => {
        const { comment } = event;
        eventBytes ||= JSON.stringify(event).length;
        const start = comment.clientId ? sentAt.get(comment.clientId) : undefined;
        if (start !== undefined) latencies.push(performance.now() - start);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    }),
  );

  for (let i = 0; i < MESSAGES; i++) {
    const comment = newComment(world.siteOrigin, i);
    sentAt.set(comment.clientId, performance.now());
    await api(world.server.url, 'POST', `/api/widget/${world.projectKey}/comments`, comment, world.token, { origin: world.siteOrigin });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const expected = SOCKETS * MESSAGES;
  latencies.sort((a, b) => a - b);
  console.log(`\nReal-time delivery to ${SOCKETS} sockets, ${MESSAGES} comments (${expected} deliveries expected)`);
  console.log(`delivered ${latencies.length} (${fmt((latencies.length / expected) * 100, 1)}%)`);
  console.log(
    `latency from request to receipt: p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(percentile(latencies, 99), 1)} ms, max ${fmt(latencies.at(-1) ?? NaN, 1)} ms`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await world.server.stop();
}
const raw = await rawWsLatencies(eventBytes);
console.log(
  `raw ws broadcast of ${fmt(eventBytes)} bytes to ${SOCKETS} sockets: delivered ${fmt((raw.length / (SOCKETS * MESSAGES)) * 100, 1)}%, p50 ${fmt(percentile(raw, 50), 1)} ms, p99 ${fmt(percentile(raw, 99), 1)} ms`,
);
