// The stack's own floor for bench/api-throughput.ts: a bare Fastify that does the database work of a
// comment create and of a 50-comment list with CommentFlow's own queries and presenter, on the same
// database as a bench world, and nothing else (no token, session, role, plan, idempotency, outbox,
// webhooks, automation, hooks or schema). CommentFlow's figure as a share of this one is what its own
// layers cost on top of Node + Fastify + the engine; the bare Fastify of bench/bare-server.ts leaves the
// database out, so its ratio also counts the engine's work, which no code of ours can remove.
//   node --import tsx bench/stack-server.ts <workspace id> <project id>
// with DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) as the world's server has them; prints its port.
//   POST /create  stores the posted comment (one insert and its read-back in a transaction), answers it
//   GET  /list    answers the workspace's 50 newest threads as CommentFlow's list does
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { encodeJson } from '../apps/server/src/db/json-columns.ts';
import { presentComment } from '../apps/server/src/presenters/comment.ts';
import { reloadComment } from '../apps/server/src/services/comment-query.ts';
import { insertComment } from '../apps/server/src/services/insert-comment.ts';
import { listComments } from '../apps/server/src/services/list-comments.ts';

const [workspaceId, projectId] = process.argv.slice(2) as [string, string];
const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  dataDir: process.env.DATA_DIR ?? '',
  databaseSchema: null,
  databaseQueryTimeoutMs: 10_000,
});

interface Posted {
  clientId: string;
  body: string;
  pageUrl: string;
  pageTitle: string;
  anchor: unknown;
  viewport: unknown;
  meta: unknown;
}

const app = Fastify();
app.post<{ Body: Posted }>('/create', async (request, reply) => {
  const input = request.body;
  const comment = await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await insertComment(trx, {
      id,
      workspaceId,
      projectId,
      parentId: null,
      clientId: input.clientId,
      body: input.body,
      author: { guest: { name: 'Bench', email: 'bench@example.com' } },
      pageUrl: input.pageUrl,
      pageTitle: input.pageTitle,
      anchor: encodeJson(input.anchor),
      viewport: encodeJson(input.viewport),
      meta: encodeJson(input.meta),
      now: new Date().toISOString(),
    });
    return reloadComment(trx, id);
  });
  return reply.code(201).send({ comment: presentComment(comment) });
});
app.get('/list', async () => {
  const page = await listComments(db, workspaceId, { limit: 50 });
  return { comments: page.comments.map(presentComment), nextCursor: page.nextCursor };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as AddressInfo).port);
