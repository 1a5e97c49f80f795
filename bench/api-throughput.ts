// Comment create and list throughput over HTTP, beside a bare Fastify route measured in the same run
// on the same machine, so the ratio says what CommentFlow's validation, auth and database cost.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { api, fmt, newComment, startBenchWorld } from './support.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function bareFastify() {
  const bare = Fastify();
  bare.post('/echo', async (request, reply) => reply.code(201).send({ ok: true, received: request.body }));
  bare.get('/list', async () => ({ items: [] }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => bare.close() };
}

const world = await startBenchWorld();
const bare = await bareFastify();
const json = { 'content-type': 'application/json' };
const auth = { authorization: `Bearer ${world.token}` };
let n = 0;

try {
  const bareCreate = await measure('bare Fastify POST (JSON echo)', {
    url: `${bare.url}/echo`,
    method: 'POST',
    headers: json,
    body: JSON.stringify(newComment(world.siteOrigin, 0)),
  });
  const create = await measure('comment create (widget API, member)', {
    url: `${world.server.url}/api/widget/${world.projectKey}/comments`,
    method: 'POST',
    headers: { ...json, ...auth, origin: world.siteOrigin },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(newComment(world.siteOrigin, ++n)) }) }],
  });
  const bareList = await measure('bare Fastify GET', { url: `${bare.url}/list` });
  const list = await measure('comment list (50 per page)', {
    url: `${world.server.url}/api/workspaces/${world.workspaceId}/comments?limit=50`,
    headers: auth,
  });
  const stored = await api(world.server.url, 'GET', `/api/workspaces/${world.workspaceId}/comments?limit=1`, undefined, world.token);

  console.log(`\nCommentFlow API throughput (${DURATION} s each, ${CONNECTIONS} connections, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
  console.log('name'.padEnd(40), 'req/s'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const f of [bareCreate, create, bareList, list]) {
    console.log(f.name.padEnd(40), fmt(f.requestsPerSecond).padStart(10), fmt(f.p50).padStart(8), fmt(f.p99).padStart(8), String(f.errors).padStart(7));
  }
  console.log(`\ncomment create = ${fmt((create.requestsPerSecond / bareCreate.requestsPerSecond) * 100, 1)}% of a bare Fastify POST`);
  console.log(`comment list   = ${fmt((list.requestsPerSecond / bareList.requestsPerSecond) * 100, 1)}% of a bare Fastify GET`);
  console.log(`comments stored during the run: ${n} sent, list answered ${stored.comments.length ? 'with data' : 'EMPTY'}`);
} finally {
  await bare.close();
  await world.server.stop();
}
