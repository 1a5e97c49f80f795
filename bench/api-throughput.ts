// Comment create and list over HTTP, beside bare servers measured in the same run on the same machine,
// so each ratio says what CommentFlow's validation, auth and database cost. The bare servers run in a
// process of their own, like CommentFlow's, and their list serves the very bytes of the real list
// page, so the comparison is of work, not of answer sizes. Printed, never asserted; each goal with it:
//   throughput (20 connections) on SQLite, and on PostgreSQL beside it when BENCH_DATABASE_URL is set
//     (or TEST_DATABASE_URL): create >= 15%, list >= 25% of a bare Fastify (the two closing lines),
//     each measured turn about with its bare reference (`besideBare`)
//   one connection: create and list latency beside a bare node:http server
//   100 connections: create's p99 <= 10x its p50
//   the list at 100,000 stored comments vs at 1,000, on each engine: within 1.5x
//   request logging at `info`: its line costs <= 5% of a list answer's CPU (bench/log-cost.ts)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { seedComments } from './seed-comments.ts';
import { api, fmt, newComment, startBenchWorld, type BenchWorld } from './support.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const MANY_CONNECTIONS = 100;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Figures {
  name: string;
  requestsPerSecond: number;
  /** CPU time the server process spent per answered request: unlike req/s, barely moved by the machine's other load. */
  cpuMsPerRequest: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

/** User + system CPU time of a process so far, in ms (Linux /proc, in clock ticks of 10 ms; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Seconds of the same load first, unmeasured: a fresh process's first requests run before the JIT has compiled its paths. */
const WARM_UP_SECONDS = 2;

async function measure(name: string, pid: number | undefined, options: autocannon.Options): Promise<Figures> {
  await settled(pid);
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const cpuMsPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest,
    // Each connection sends its next request when the last is answered, so the mean time a request
    // takes is connections / throughput: exact where autocannon's whole-millisecond latencies round
    // a bare server's 0.1 ms answers to 0.
    mean: ((options.connections ?? CONNECTIONS) * 1000) / result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

/**
 * Waits until a server is idle (under a tenth of a core for a quarter of a second, up to 30 s), so no
 * figure counts work left over from the load before it: a checkpoint still copying the log, a garbage
 * collection of the last burst's garbage, on the core the load generator runs on.
 */
async function settled(pid: number | undefined): Promise<void> {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const before = cpuMs(pid);
    await sleep(250);
    if (!(cpuMs(pid) - before > 25) || performance.now() > deadline) return;
  }
}

/** Rounds of a goal's pair of figures, CommentFlow's and its bare reference's. */
const ROUNDS = 3;

interface Pair {
  ours: Figures;
  bare: Figures;
}

/**
 * CommentFlow's figure and its bare reference's, measured turn about for ROUNDS rounds; the round whose
 * ratio is the median stands for the pair. This machine's speed drifts by a tenth from minute to minute
 * (a bare POST measured 47,000 req/s in one run and 58,000 in the next), and a ratio of two figures taken
 * minutes apart carried the whole drift.
 */
async function besideBare(world: BenchWorld, ours: () => Promise<Figures>, bare: () => Promise<Figures>): Promise<Pair> {
  const rounds: Pair[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // The bare server must not share its load generator's core with the last round's checkpoints either.
    await settled(world.server.pid());
    rounds.push({ bare: await bare(), ours: await ours() });
  }
  const ratio = (pair: Pair) => pair.ours.requestsPerSecond / pair.bare.requestsPerSecond;
  return rounds.sort((a, b) => ratio(a) - ratio(b))[Math.floor(ROUNDS / 2)]!;
}

/** A reference server of bench/ in its own process, like CommentFlow's: the ports it prints, its pid. */
async function startReference(script: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
  return { ports: line.split(' '), pid: child.pid, close: () => child.kill() };
}

/** bench/bare-server.ts, its lists answering `listBody`. */
async function bareServers(listBody: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'cf-bench-')), 'list.json');
  writeFileSync(file, listBody);
  const { ports, pid, close } = await startReference('bench/bare-server.ts', [file]);
  return { fastify: `http://127.0.0.1:${ports[0]}`, http: `http://127.0.0.1:${ports[1]}`, pid, close };
}

const json = { 'content-type': 'application/json' };
const listPath = (world: BenchWorld) => `/api/workspaces/${world.workspaceId}/comments?limit=50`;
let sent = 0;

const createOptions = (world: BenchWorld): autocannon.Options => ({
  url: `${world.server.url}/api/widget/${world.projectKey}/comments`,
  method: 'POST',
  headers: { ...json, authorization: `Bearer ${world.token}`, origin: world.siteOrigin },
  requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(newComment(world.siteOrigin, ++sent)) }) }],
});
const listOptions = (world: BenchWorld): autocannon.Options => ({
  url: world.server.url + listPath(world),
  headers: { authorization: `Bearer ${world.token}` },
});

interface StackFigures {
  create: Figures;
  list: Figures;
  /** SQLite's floor: the same SQL straight on better-sqlite3, the rows JSON.stringify'd (null on PostgreSQL). */
  engine: { create: Figures; list: Figures } | null;
}

/**
 * bench/stack-server.ts on a world's database: the same create and list as the world's, measured the
 * same way, with none of CommentFlow's layers around the database work.
 */
async function stackFigures(engine: string, world: BenchWorld): Promise<StackFigures> {
  const database: Record<string, string> = world.env.DATABASE_URL
    ? { DATABASE_URL: world.env.DATABASE_URL, DATABASE_SCHEMA: world.env.DATABASE_SCHEMA! }
    : { DATA_DIR: world.server.dataDir };
  const stack = await startReference('bench/stack-server.ts', [world.workspaceId, world.projectId], database);
  try {
    const url = `http://127.0.0.1:${stack.ports[0]}`;
    const createAt = (path: string, name: string) =>
      measure(name, stack.pid, {
        url: url + path,
        method: 'POST',
        headers: json,
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(newComment(world.siteOrigin, ++sent)) }) }],
      });
    return {
      create: await createAt('/create', `${engine}: the same insert, bare Fastify`),
      list: await measure(`${engine}: the same list, bare Fastify`, stack.pid, { url: `${url}/list` }),
      engine: world.env.DATABASE_URL
        ? null
        : {
            create: await createAt('/engine/create', `${engine}: the same insert on better-sqlite3 alone`),
            list: await measure(`${engine}: the same list's SQL on better-sqlite3 alone`, stack.pid, { url: `${url}/engine/list` }),
          },
    };
  } finally {
    stack.close();
  }
}

/** A world with a full page to list (50 pins). */
async function worldWithPage(databaseUrl: string | undefined) {
  const world = await startBenchWorld({ databaseUrl });
  for (let i = 0; i < 50; i++)
    await api(world.server.url, 'POST', `/api/widget/${world.projectKey}/comments`, newComment(world.siteOrigin, -i), world.token, {
      origin: world.siteOrigin,
    });
  return world;
}

interface EngineFigures {
  engine: string;
  create: Figures;
  list: Figures;
  /** The bare Fastify POST and GET of the rounds `create` and `list` stand for (`besideBare`). */
  bareCreate: Figures;
  bareList: Figures;
  createAlone: Figures;
  /** GET /api/auth/me: the least an authenticated answer does (token, session, one user read). */
  authenticated: Figures;
  listAlone: Figures;
  createCrowd: Figures;
  listAt1k: Figures;
  listAt100k: Figures;
  /** bench/stack-server.ts: the same database work in a bare Fastify. */
  stack: StackFigures;
}

/** The bare Fastify, measured beside an engine's create (POST) and list (GET). */
interface BareReference {
  create: (name: string) => Promise<Figures>;
  list: (name: string) => Promise<Figures>;
}

/** Every figure of one engine, on a world of its own; the list is timed alone at 1,000 then 100,000 comments. */
async function engineFigures(engine: string, databaseUrl: string | undefined, bare: BareReference): Promise<EngineFigures> {
  let create: Pair,
    list: Pair,
    createAlone: Figures,
    authenticated: Figures,
    listAlone: Figures,
    createCrowd: Figures,
    listAt1k: Figures,
    listAt100k: Figures,
    stack: StackFigures;
  const world = await worldWithPage(databaseUrl);
  try {
    create = await besideBare(
      world,
      () => measure(`${engine}: comment create (widget, member)`, world.server.pid(), createOptions(world)),
      () => bare.create(`bare Fastify POST (JSON echo), beside ${engine}'s create`),
    );
    list = await besideBare(
      world,
      () => measure(`${engine}: comment list (50 per page)`, world.server.pid(), listOptions(world)),
      () => bare.list(`bare Fastify GET (the same list), beside ${engine}'s list`),
    );
    authenticated = await measure(`${engine}: GET /api/auth/me (the caller's profile)`, world.server.pid(), {
      url: `${world.server.url}/api/auth/me`,
      headers: { authorization: `Bearer ${world.token}` },
    });
    createAlone = await measure(`${engine}: create, 1 connection`, world.server.pid(), { ...createOptions(world), connections: 1 });
    listAlone = await measure(`${engine}: list, 1 connection`, world.server.pid(), { ...listOptions(world), connections: 1 });
    createCrowd = await measure(`${engine}: create, ${MANY_CONNECTIONS} connections`, world.server.pid(), {
      ...createOptions(world),
      connections: MANY_CONNECTIONS,
    });
    // Last: its reference server writes tens of thousands of rows into this database, which the server's
    // checkpoint worker would still be copying, on the server's CPU, while its own figures were taken.
    stack = await stackFigures(engine, world);
    const stored = await api(world.server.url, 'GET', `/api/workspaces/${world.workspaceId}/comments?limit=1`, undefined, world.token);
    if (stored.comments.length === 0) throw new Error(`${engine}: the list answered empty`);
  } finally {
    await world.stop();
  }
  // The list's scale on a world of its own (the creates above stored an unknown number): 1,000, then 100,000.
  const grown = await worldWithPage(databaseUrl);
  try {
    await seedComments(grown, databaseUrl, 950, `seed-1k-${Date.now()}`);
    listAt1k = await measure(`${engine}: list at 1,000 comments, 1 conn.`, grown.server.pid(), { ...listOptions(grown), connections: 1 });
    await seedComments(grown, databaseUrl, 99_000, `seed-100k-${Date.now()}`);
    listAt100k = await measure(`${engine}: list at 100,000 comments, 1 conn.`, grown.server.pid(), {
      ...listOptions(grown),
      connections: 1,
    });
  } finally {
    await grown.stop();
  }
  return {
    engine,
    create: create.ours,
    list: list.ours,
    bareCreate: create.bare,
    bareList: list.bare,
    authenticated,
    createAlone,
    listAlone,
    createCrowd,
    listAt1k,
    listAt100k,
    stack,
  };
}

function printTable(title: string, rows: Figures[]) {
  console.log(`\n${title}`);
  console.log(
    'name'.padEnd(46),
    'req/s'.padStart(8),
    'CPU ms/req'.padStart(10),
    'mean ms'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
  );
  for (const f of rows) {
    const cells = [
      fmt(f.requestsPerSecond).padStart(8),
      fmt(f.cpuMsPerRequest, 3).padStart(10),
      fmt(f.mean, 2).padStart(8),
      fmt(f.p50).padStart(7),
      fmt(f.p99).padStart(7),
      String(f.errors).padStart(7),
    ];
    console.log(f.name.padEnd(46), ...cells);
  }
}

const percentOf = (part: number, whole: number) => `${fmt((part / whole) * 100, 1)}%`;
const load = () =>
  loadavg()
    .map((value) => fmt(value, 2))
    .join(', ');
const loadAtStart = load();

// The reference bytes: a real list page of a world of its own.
const sample = await worldWithPage(undefined);
const listBody = await (await fetch(sample.server.url + listPath(sample), { headers: { authorization: `Bearer ${sample.token}` } })).text();
await sample.stop();
const bare = await bareServers(listBody);

try {
  const reference: BareReference = {
    create: (name) =>
      measure(name, bare.pid, {
        url: `${bare.fastify}/echo`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(newComment('http://bench.localhost', 0)),
      }),
    list: (name) => measure(`${name} (${fmt(listBody.length / 1024, 1)} KB)`, bare.pid, { url: `${bare.fastify}/list` }),
  };
  const httpCreateAlone = await measure('bare node:http POST, 1 connection', bare.pid, {
    url: `${bare.http}/echo`,
    method: 'POST',
    headers: json,
    body: JSON.stringify(newComment('http://bench.localhost', 0)),
    connections: 1,
  });
  const httpListAlone = await measure('bare node:http GET, 1 connection', bare.pid, { url: `${bare.http}/list`, connections: 1 });

  const engines = [await engineFigures('SQLite', undefined, reference)];
  // The runtime's own tail at 100 connections: a bare Fastify spending what SQLite's create spends per request.
  const busyMs = engines[0]!.createAlone.cpuMsPerRequest;
  const bareBusyCrowd = await measure(`bare Fastify POST, ${fmt(busyMs, 2)} ms busy, ${MANY_CONNECTIONS} conn.`, bare.pid, {
    url: `${bare.fastify}/busy?ms=${busyMs}`,
    method: 'POST',
    headers: json,
    body: JSON.stringify(newComment('http://bench.localhost', 0)),
    connections: MANY_CONNECTIONS,
  });
  if (POSTGRES_URL) engines.push(await engineFigures('PostgreSQL', POSTGRES_URL, reference));

  // Request logging: what its line costs an answer, measured alone (bench/log-cost.ts says why).
  const logLine = await new Promise<{ lines: number; us: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/log-cost.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { lines: number; us: number }));
    child.once('exit', (code) => code !== 0 && reject(new Error(`bench/log-cost.ts exited with ${code}`)));
  });

  printTable(
    `CommentFlow API (${DURATION} s each, ${CONNECTIONS} connections unless said; load average ${loadAtStart} at start, ${load()} now)`,
    [
      httpCreateAlone,
      httpListAlone,
      bareBusyCrowd,
      ...engines.flatMap((e) => [
        ...(e.stack.engine ? [e.stack.engine.create, e.stack.engine.list] : []),
        e.stack.create,
        e.stack.list,
        e.bareCreate,
        e.create,
        e.bareList,
        e.list,
        e.authenticated,
        e.createAlone,
        e.listAlone,
        e.createCrowd,
        e.listAt1k,
        e.listAt100k,
      ]),
    ],
  );

  console.log(`\nGoals (each ratio of CommentFlow's figure and its bare reference's, the median of ${ROUNDS} rounds measured turn about)`);
  for (const e of engines) {
    const { bareCreate, bareList } = e;
    console.log(
      `${e.engine}: create = ${percentOf(e.create.requestsPerSecond, bareCreate.requestsPerSecond)} of a bare Fastify POST (goal >= 15%), list = ${percentOf(e.list.requestsPerSecond, bareList.requestsPerSecond)} of a bare Fastify GET (goal >= 25%)`,
    );
    // The same ratios from the CPU each answer cost: what req/s would say on an idle machine.
    console.log(
      `${e.engine}: by CPU per answer: create = ${percentOf(bareCreate.cpuMsPerRequest, e.create.cpuMsPerRequest)} of a bare Fastify POST, list = ${percentOf(bareList.cpuMsPerRequest, e.list.cpuMsPerRequest)} of a bare Fastify GET`,
    );
    // What the goals above count includes the engine's own work; this leaves it out.
    console.log(
      `${e.engine}: beside a bare Fastify doing the same database work: create = ${percentOf(e.create.requestsPerSecond, e.stack.create.requestsPerSecond)}, list = ${percentOf(e.list.requestsPerSecond, e.stack.list.requestsPerSecond)} (by CPU per answer: ${percentOf(e.stack.create.cpuMsPerRequest, e.create.cpuMsPerRequest)}, ${percentOf(e.stack.list.cpuMsPerRequest, e.list.cpuMsPerRequest)})`,
    );
    // The most any code above the engine could reach: the goals' ratios have this ceiling here.
    if (e.stack.engine)
      console.log(
        `${e.engine}: the engine alone (the same SQL on better-sqlite3, no Kysely, no presenter): create = ${percentOf(e.stack.engine.create.requestsPerSecond, bareCreate.requestsPerSecond)} of a bare Fastify POST, list = ${percentOf(e.stack.engine.list.requestsPerSecond, bareList.requestsPerSecond)} of a bare Fastify GET (by CPU per answer: ${percentOf(bareCreate.cpuMsPerRequest, e.stack.engine.create.cpuMsPerRequest)}, ${percentOf(bareList.cpuMsPerRequest, e.stack.engine.list.cpuMsPerRequest)})`,
      );
    // The floor of any answer that authenticates its caller, whatever it then does: sessions are read
    // on every request, never cached (they stay revocable at once).
    console.log(
      `${e.engine}: the least an authenticated answer does (GET /api/auth/me: token, session, one user read) = ${percentOf(e.authenticated.requestsPerSecond, bareList.requestsPerSecond)} of the bare Fastify GET, ${percentOf(e.authenticated.requestsPerSecond, bareCreate.requestsPerSecond)} of the bare POST`,
    );
    console.log(
      `${e.engine}: one connection: create ${fmt(e.createAlone.mean, 2)} ms vs bare node:http POST ${fmt(httpCreateAlone.mean, 2)} ms (${fmt(e.createAlone.mean / httpCreateAlone.mean, 1)}x); list ${fmt(e.listAlone.mean, 2)} ms vs GET ${fmt(httpListAlone.mean, 2)} ms (${fmt(e.listAlone.mean / httpListAlone.mean, 1)}x)`,
    );
    console.log(
      `${e.engine}: create at ${MANY_CONNECTIONS} connections: p50 ${fmt(e.createCrowd.p50)} ms, p99 ${fmt(e.createCrowd.p99)} ms = ${fmt(e.createCrowd.p99 / Math.max(1, e.createCrowd.p50), 1)}x (goal <= 10x); a bare Fastify as busy per request: ${fmt(bareBusyCrowd.p99 / Math.max(1, bareBusyCrowd.p50), 1)}x`,
    );
    console.log(
      `${e.engine}: list at 100,000 comments ${fmt(e.listAt100k.mean, 2)} ms vs at 1,000 ${fmt(e.listAt1k.mean, 2)} ms = ${fmt(e.listAt100k.mean / e.listAt1k.mean, 2)}x (goal <= 1.5x)`,
    );
  }
  const listCpuUs = engines[0]!.list.cpuMsPerRequest * 1000;
  console.log(
    `request logging at info costs the list ${fmt(logLine.us, 2)} us of CPU per answer (its line, measured alone: ${logLine.lines.toLocaleString('en-US')} lines through the server's logger and batched destination to a file) = ${percentOf(logLine.us, listCpuUs)} of a list answer's CPU (${fmt(listCpuUs)} us at ${CONNECTIONS} connections; goal <= 5%)`,
  );
  const sqlite = engines[0]!;
  console.log(
    `\ncomment create = ${fmt((sqlite.create.requestsPerSecond / sqlite.bareCreate.requestsPerSecond) * 100, 1)}% of a bare Fastify POST`,
  );
  console.log(`comment list = ${fmt((sqlite.list.requestsPerSecond / sqlite.bareList.requestsPerSecond) * 100, 1)}% of a bare Fastify GET`);
} finally {
  bare.close();
}
