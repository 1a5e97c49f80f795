// Real-time delivery latency: 200 widget sockets watch one project; comments are created over HTTP and
// the time from the request leaving to each socket's receipt is recorded. Prints p50 / p99.
import { io, type Socket } from 'socket.io-client';
import { api, fmt, newComment, percentile, startBenchWorld } from './support.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);

const world = await startBenchWorld();
const sockets: Socket[] = [];
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
      socket.on('comment-created', ({ comment }: { comment: { clientId: string | null } }) => {
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
  console.log(`latency from request to receipt: p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(percentile(latencies, 99), 1)} ms, max ${fmt(latencies.at(-1) ?? NaN, 1)} ms`);
} finally {
  for (const socket of sockets) socket.close();
  await world.server.stop();
}
