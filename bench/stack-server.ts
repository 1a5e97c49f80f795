// The stack's own floor for bench/api-throughput.ts: a bare Fastify that does the database work of a
// comment create and of a 50-comment list with CommentFlow's own queries and presenter, on the same
// database as a bench world, and nothing else (no token, session, role, plan, idempotency, outbox,
// webhooks, automation, hooks or schema). CommentFlow's figure as a share of this one is what its own
// layers cost on top of Node + Fastify + the engine; the bare Fastify of bench/bare-server.ts leaves the
// database out, so its ratio also counts the engine's work, which no code of ours can remove.
//   node --import tsx bench/stack-server.ts <workspace id> <project id>
// with DATABASE_URL and DATABASE_SCHEMA (PostgreSQL) or DATA_DIR (SQLite) as the world's server has them; prints its port.
//   POST /create  stores the posted comment (one insert and its read-back in a transaction), answers it
//   GET  /list    answers the workspace's 50 newest threads as CommentFlow's list does (their revisions
//                 read, each comment's answer kept per revision: presenters/comment-list.ts)
// and on SQLite the engine's own floor, the same SQL straight through better-sqlite3 (no Kysely, no
// presenter: the rows read as the server reads them, JSON.stringify'd; the list reads the page's
// revisions and sends an answer kept from the start); what no layer above the engine can beat:
//   POST /engine/create, GET /engine/list
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { NEW_COMMENT } from '@commentflow/shared/constants';
import { openDatabase, openSqlite } from '../apps/server/src/db/client.ts';
import { kyselySqliteDatabase } from '../apps/server/src/db/sqlite-statements.ts';
import { encodeJson } from '../apps/server/src/db/json-columns.ts';
import { presentComment } from '../apps/server/src/presenters/comment.ts';
import { commentListAnswers } from '../apps/server/src/presenters/comment-list.ts';
import { commentQuery, reloadComment, withCommentColumns, type CommentsFrom } from '../apps/server/src/services/comment-query.ts';
import { insertComment, newCommentId } from '../apps/server/src/services/insert-comment.ts';
import { listCommentRevisions, listComments } from '../apps/server/src/services/list-comments.ts';

const [workspaceId, projectId] = process.argv.slice(2) as [string, string];
const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  dataDir: process.env.DATA_DIR ?? '',
  databaseSchema: process.env.DATABASE_SCHEMA ?? null,
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
    const id = newCommentId(Date.now());
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
const listAnswers = commentListAnswers();
app.get('/list', async (_request, reply) => {
  // As the server's list: the page's revisions, then its rows only if a comment is not kept at its revision.
  const filters = { limit: 50 };
  const caller = { userId: null, visibleProjectIds: null };
  const json =
    listAnswers.fromKept(await listCommentRevisions(db, workspaceId, filters, caller)) ??
    listAnswers.present(await listComments(db, workspaceId, filters, caller));
  return reply.header('content-type', 'application/json').send(json);
});
if (!process.env.DATABASE_URL) {
  // With the server's own settings: a connection of its own would commit with SQLite's default
  // synchronous = FULL, a sync of the log per commit that the server does not do.
  // Its rows are read as arrays and built by a compiled function, as the server's are
  // (db/sqlite-statements.ts): better-sqlite3's own row objects cost twice as much for wide rows.
  const engine = openSqlite(process.env.DATA_DIR ?? '');
  const statements = kyselySqliteDatabase(engine);
  // Kysely only writes the SQL, once; every request runs it on the engine directly.
  const rowOf = (input: Posted, now = new Date().toISOString()) => ({
    id: newCommentId(Date.now()),
    workspace_id: workspaceId,
    project_id: projectId,
    client_id: input.clientId,
    body: input.body,
    status: NEW_COMMENT.status,
    priority: NEW_COMMENT.priority,
    guest_name: 'Bench',
    guest_email: 'bench@example.com',
    page_url: input.pageUrl,
    page_title: input.pageTitle,
    anchor: JSON.stringify(input.anchor),
    viewport: JSON.stringify(input.viewport),
    meta: JSON.stringify(input.meta),
    created_at: now,
    updated_at: now,
  });
  const sample = rowOf({ clientId: '', body: '', pageUrl: '', pageTitle: '', anchor: null, viewport: null, meta: null });
  const insert = statements.prepare(db.insertInto('comments').values(sample).compile().sql);
  const byId = statements.prepare(commentQuery(db).where('c.id', '=', '').compile().sql);
  // The list's page as services/list-comments.ts reads it: whole, or as the comments' revisions.
  const newestRoots: CommentsFrom = db
    .selectFrom('comments as c')
    .where('c.workspace_id', '=', '')
    .where('c.parent_id', 'is', null)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(0);
  const page = statements.prepare(withCommentColumns(newestRoots).compile().sql);
  const revisions = statements.prepare(newestRoots.select(['c.id', 'c.revision', 'c.created_at']).compile().sql);
  const create = engine.transaction((row: ReturnType<typeof rowOf>) => {
    insert.run(Object.values(row));
    return byId.all([row.id])[0];
  });
  app.post<{ Body: Posted }>('/engine/create', async (request, reply) =>
    reply
      .code(201)
      .header('content-type', 'application/json')
      .send(JSON.stringify({ comment: create(rowOf(request.body)) })),
  );
  // The list's own query reads the page's revisions; the answer of a page whose comments are all kept
  // is a copy of what was presented before: here, the rows read once.
  const kept = JSON.stringify({ comments: page.all([workspaceId, 51]).slice(0, 50) });
  app.get('/engine/list', async (_request, reply) => {
    revisions.all([workspaceId, 51]);
    return reply.header('content-type', 'application/json').send(kept);
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as AddressInfo).port);
