// The bare reference of bench/api-throughput.ts, in a process of its own so that it does not share a
// CPU with the load generator (inside it, the reference was slowed by autocannon and the ratio
// flattered CommentFlow). `node --import tsx bench/bare-server.ts <list-body-file>` prints its port.
//   POST /echo  answers 201 with the JSON it received (what a create does at the least)
//   GET  /list  answers the bytes of a real comment list page, read once from the file
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const listBody = readFileSync(process.argv[2]!, 'utf8');
const bare = Fastify();
bare.post('/echo', async (request, reply) => reply.code(201).send({ ok: true, received: request.body }));
bare.get('/list', async (_request, reply) => reply.type('application/json; charset=utf-8').send(listBody));
await bare.listen({ port: 0, host: '127.0.0.1' });
const address = bare.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
