// Real-time delivery latency: widget sockets watch one project; comments are created over HTTP and the
// time from the request leaving to each socket's receipt is recorded. Prints p50 / p99 beside a raw
// `ws` broadcast of a message of the same size to as many sockets (bench/bare-ws-server.ts, in its own
// process), which is the floor of any fan-out on this machine. Two runs:
// - one server process (SQLite), BENCH_SOCKETS sockets (200);
// - two server processes on PostgreSQL + Redis, BENCH_CLUSTER_SOCKETS sockets (2,000) split across them,
//   the comments created on the first (so half the deliveries cross Redis); only with BENCH_DATABASE_URL
//   (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or REDIS_URL), in a schema of its own dropped after.
// Bounded for a shared machine: BENCH_MESSAGES comments a run (20), loopback only, figures never asserted.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { startAppServer, type AppServer } from '../e2e/support/app-server.ts';
import { api, benchSchema, fmt, newComment, percentile, startBenchWorld, type BenchWorld } from './support.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const CLUSTER_SOCKETS = Number(process.env.BENCH_CLUSTER_SOCKETS ?? 2_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
/** Sockets opened at once: 2,000 handshakes together would measure the handshake, not the fan-out. */
const CONNECT_BATCH = 100;
/** How long the last deliveries may take after the last comment before the run counts what arrived. */
const LAST_DELIVERY_MS = 5_000;

/** Runs `open` for indexes 0..count-1, CONNECT_BATCH at a time. */
async function inBatches(count: number, open: (index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => open(start + i)));
  }
}

/** Resolves once `received()` reaches `expected`, or LAST_DELIVERY_MS after the call: a bench counts what it got. */
async function deliveries(received: () => number, expected: number): Promise<void> {
  const deadline = Date.now() + LAST_DELIVERY_MS;
  while (received() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** `count` widget sockets spread over `serverUrls`; MESSAGES comments created on the world's server. */
async function socketIoLatencies(
  world: BenchWorld,
  serverUrls: string[],
  count: number,
): Promise<{ latencies: number[]; eventBytes: number }> {
  const sockets: Socket[] = [];
  const latencies: number[] = [];
  const sentAt = new Map<string, number>();
  let eventBytes = 0;
  try {
    await inBatches(count, (index) => {
      const socket = io(serverUrls[index % serverUrls.length]!, {
        auth: { projectKey: world.projectKey },
        extraHeaders: { origin: world.siteOrigin },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      socket.on('comment-created', (event: { comment: { clientId: string | null } }) => {
        eventBytes ||= JSON.stringify(event).length;
        const start = event.comment.clientId ? sentAt.get(event.comment.clientId) : undefined;
        if (start !== undefined) latencies.push(performance.now() - start);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    for (let i = 0; i < MESSAGES; i++) {
      const comment = newComment(world.siteOrigin, i);
      sentAt.set(comment.clientId, performance.now());
      await api(world.server.url, 'POST', `/api/widget/${world.projectKey}/comments`, comment, world.token, { origin: world.siteOrigin });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await deliveries(() => latencies.length, count * MESSAGES);
    return { latencies: latencies.sort((a, b) => a - b), eventBytes };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** The same fan-out through a raw `ws` server to `count` sockets: from the POST leaving to each socket's receipt. */
async function rawWsLatencies(messageBytes: number, count: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-ws-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
  const clients: WebSocket[] = [];
  const received: number[] = [];
  const startedAt = new Map<string, number>();
  try {
    await inBatches(count, () => {
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      clients.push(client);
      client.on('message', (data) => {
        const start = startedAt.get((JSON.parse(String(data)) as { id: string }).id);
        if (start !== undefined) received.push(performance.now() - start);
      });
      return new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
    });
    for (let i = 0; i < MESSAGES; i++) {
      const id = crypto.randomUUID();
      const body = JSON.stringify({ id, padding: 'x'.repeat(Math.max(0, messageBytes - 60)) });
      startedAt.set(id, performance.now());
      await fetch(`http://127.0.0.1:${port}/broadcast`, { method: 'POST', body });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await deliveries(() => received.length, count * MESSAGES);
    return received.sort((a, b) => a - b);
  } finally {
    for (const client of clients) client.close();
    child.kill();
  }
}

/** Prints a run's figures beside the raw `ws` reference over as many sockets. */
async function report(title: string, count: number, run: { latencies: number[]; eventBytes: number }): Promise<void> {
  const expected = count * MESSAGES;
  const { latencies, eventBytes } = run;
  console.log(`\n${title}: ${fmt(count)} sockets, ${MESSAGES} comments (${fmt(expected)} deliveries expected)`);
  console.log(
    `CommentFlow: delivered ${fmt((latencies.length / expected) * 100, 1)}%, p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(percentile(latencies, 99), 1)} ms, max ${fmt(latencies.at(-1) ?? NaN, 1)} ms`,
  );
  const raw = await rawWsLatencies(eventBytes, count);
  console.log(
    `raw ws broadcast of ${fmt(eventBytes)} bytes: delivered ${fmt((raw.length / expected) * 100, 1)}%, p50 ${fmt(percentile(raw, 50), 1)} ms, p99 ${fmt(percentile(raw, 99), 1)} ms`,
  );
  console.log(`delivery p99 = ${fmt(percentile(latencies, 99) / percentile(raw, 99), 1)}x the raw ws reference`);
}

const single = await startBenchWorld();
try {
  await report('Real-time delivery, 1 process (SQLite)', SOCKETS, await socketIoLatencies(single, [single.server.url], SOCKETS));
} finally {
  await single.stop();
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.log(
    '\nReal-time delivery, 2 processes: not run (set BENCH_DATABASE_URL and BENCH_REDIS_URL, or TEST_DATABASE_URL and REDIS_URL)',
  );
} else {
  const schema = await benchSchema(databaseUrl);
  let first: BenchWorld | null = null;
  let second: AppServer | null = null;
  try {
    first = await startBenchWorld({ databaseUrl, env: { DATABASE_SCHEMA: schema.name, REDIS_URL: redisUrl } });
    second = await startAppServer(first.env);
    const run = await socketIoLatencies(first, [first.server.url, second.url], CLUSTER_SOCKETS);
    await report('Real-time delivery, 2 processes (PostgreSQL + Redis, half the sockets on each)', CLUSTER_SOCKETS, run);
  } finally {
    await second?.stop();
    await first?.stop();
    await schema.drop();
  }
}
