// Comment create and list throughput over HTTP, beside a bare Fastify route measured in the same run
// on the same machine, so the ratio says what CommentFlow's validation, auth and database cost. The
// bare server runs in its own process, like CommentFlow's, and its list serves the very bytes of the
// real list page, so the comparison is of work, not of answer sizes.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
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

/** bench/bare-server.ts in its own process, its list answering `listBody`. */
async function bareFastify(listBody: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'cf-bench-')), 'list.json');
  writeFileSync(file, listBody);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

const world = await startBenchWorld();
// A full page to list, and its exact bytes for the bare reference.
for (let i = 0; i < 50; i++) await api(world.server.url, 'POST', `/api/widget/${world.projectKey}/comments`, newComment(world.siteOrigin, -i), world.token, { origin: world.siteOrigin });
const listPath = `/api/workspaces/${world.workspaceId}/comments?limit=50`;
const listBody = await (await fetch(world.server.url + listPath, { headers: { authorization: `Bearer ${world.token}` } })).text();
const bare = await bareFastify(listBody);
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
  const bareList = await measure(`bare Fastify GET (the same ${fmt(listBody.length / 1024, 1)} KB)`, { url: `${bare.url}/list` });
  const list = await measure('comment list (50 per page)', {
    url: world.server.url + listPath,
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
  bare.close();
  await world.server.stop();
}
