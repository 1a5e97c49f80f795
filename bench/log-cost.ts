// The CPU time of the log line the server writes for each answered request at `info`, for
// bench/api-throughput.ts: the server's own logger (its redaction, serializers and one-line
// controller) writing through the server's batched destination to a file, as a deployment's stdout,
// for the request and reply of a comment list as Fastify made them. At `error` no line is written and
// nothing else differs, so this is what `info` adds to an answer.
//
// Taken as the difference of two servers' throughput instead, one at each level, the cost swung from
// -26% to 12% from one pair of fresh servers to the next (what differed was each process: its compiled
// code and memory), and within one process, batches at each level in turn, from 5 to 33 us: a
// collection landing in one batch or the next weighs more than the line.
//   node --import tsx bench/log-cost.ts   prints {"lines": N, "us": x}: CPU microseconds per line
// The server's type augmentations, which its own tsconfig brings in: its plugins' (this reference)
// and its own (request.auth: fastify.d.ts, imported below).
/// <reference types="@fastify/rate-limit" />
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type {} from '../apps/server/src/fastify.d.ts';
import { batchedDestination } from '../apps/server/src/log-destination.ts';
import { loggerOptions, OneLinePerRequest } from '../apps/server/src/plugins/request-log.ts';

const ROUNDS = 7;
const LINES = 50_000;

const dir = mkdtempSync(join(tmpdir(), 'cf-bench-log-'));
const file = join(dir, 'server.log');
const controller = new OneLinePerRequest();
const app = Fastify({ logger: loggerOptions('info', batchedDestination(file)), logController: controller });
let answered: [FastifyRequest, FastifyReply] | null = null;
app.get('/api/workspaces/:workspaceId/comments', (request, reply) => {
  answered = [request, reply];
  return reply.send({ comments: [], nextCursor: null });
});
await app.inject({ method: 'GET', url: `/api/workspaces/${randomUUID()}/comments?limit=50`, headers: { authorization: 'Bearer x' } });
const [request, reply] = answered!;

// The median round: a round is a few hundred milliseconds, and the machine's other work lands in some.
const rounds: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const before = process.cpuUsage();
  for (let line = 0; line < LINES; line++) controller.requestCompleted(null, request, reply);
  const used = process.cpuUsage(before);
  rounds.push((used.user + used.system) / LINES);
}
rounds.sort((a, b) => a - b);
console.log(JSON.stringify({ lines: ROUNDS * LINES, us: rounds[Math.floor(ROUNDS / 2)] }));
await app.close();
rmSync(dir, { recursive: true, force: true });
