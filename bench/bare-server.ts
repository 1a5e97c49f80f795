// The bare references of bench/api-throughput.ts, in a process of their own so that they do not share a
// CPU with the load generator (inside it, the reference was slowed by autocannon and the ratio
// flattered CommentFlow). `node --import tsx bench/bare-server.ts <list-body-file>` prints two ports,
// a bare Fastify's and a bare node:http server's, each with the same two routes:
//   POST /echo  answers 201 with the JSON it received (what a create does at the least)
//   GET  /list  answers the bytes of a real comment list page, read once from the file
// and the bare Fastify a third:
//   POST /busy?ms=N  answers like /echo after N ms of synchronous work: a server as busy per request as
//                    CommentFlow's SQLite create, to show how a saturated Node process shares itself
//                    between 100 connections (the p99/p50 of the runtime, not of CommentFlow)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const listBody = readFileSync(process.argv[2]!, 'utf8');
const bare = Fastify();
bare.post('/echo', async (request, reply) => reply.code(201).send({ ok: true, received: request.body }));
bare.post<{ Querystring: { ms?: string } }>('/busy', async (request, reply) => {
  const until = performance.now() + Number(request.query.ms ?? 1);
  while (performance.now() < until);
  return reply.code(201).send({ ok: true, received: request.body });
});
bare.get('/list', async (_request, reply) => reply.type('application/json; charset=utf-8').send(listBody));
await bare.listen({ port: 0, host: '127.0.0.1' });

const plain = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/list') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(listBody);
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const received: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ ok: true, received }));
  });
});
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
console.log((bare.server.address() as AddressInfo).port, (plain.address() as AddressInfo).port);
