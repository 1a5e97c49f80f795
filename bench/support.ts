import { randomBytes } from 'node:crypto';
import { chromium, type Browser } from '@playwright/test';
import pg from 'pg';
import { pgBossSchemaFor } from '../apps/server/src/jobs/pg-boss-job-store.ts';
import { startAppServer, type AppServer } from '../e2e/support/app-server.ts';
import { api } from '../e2e/support/json-api.ts';
import { FULL_CHROMIUM_LAUNCH } from '../e2e/support/chromium-launch.ts';
import { newClientId } from '../packages/widget/src/lib/client-id.ts';

export { api };

export interface BenchWorld {
  server: AppServer;
  /** The environment its server runs with: another process started with it joins the same cluster. */
  env: Record<string, string>;
  token: string;
  workspaceId: string;
  projectId: string;
  projectKey: string;
  siteOrigin: string;
  /** Stops its server, and on PostgreSQL drops the schema it was given (`benchSchema`), unless its caller named one. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL schema of a bench's own, so that a run neither reads nor leaves behind another's rows
 * (runs in the public schema piled up their comments, and each run's deletes left the next one to
 * autovacuum's mercy); `drop` removes it with pg-boss's schema beside it.
 */
export async function benchSchema(databaseUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const run = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run([`create schema ${name}`]);
  return {
    name,
    drop: () => run([`drop schema if exists ${name} cascade`, `drop schema if exists ${pgBossSchemaFor(name)} cascade`]),
  };
}

/**
 * A running server with one user, workspace and project: what every benchmark starts from (on
 * PostgreSQL at `databaseUrl`, else on SQLite in a data directory of its own; `env`: more of the
 * server's variables). Each bench names its engine: the SQLite figures of bench/api-throughput.ts
 * once ran on PostgreSQL whenever BENCH_DATABASE_URL was set, as this read it for every world.
 */
export async function startBenchWorld(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<BenchWorld> {
  const env: Record<string, string> = {
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost',
    ...options.env,
  };
  const schema = options.databaseUrl && !env.DATABASE_SCHEMA ? await benchSchema(options.databaseUrl) : null;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (schema) env.DATABASE_SCHEMA = schema.name;
  if (process.env.BENCH_REDIS_URL) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': a profile of the server under the bench's load.
  const server = await startAppServer(env, process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean));
  const siteOrigin = 'http://bench.localhost';
  const signUp = await api(server.url, 'POST', '/api/auth/signup', {
    email: `bench-${Date.now()}@example.com`,
    password: 'bench-password',
    displayName: 'Bench',
  });
  const token = signUp.idToken as string;
  const { workspaces } = await api(server.url, 'GET', '/api/workspaces', undefined, token);
  const workspaceId = workspaces[0].id as string;
  const { project } = await api(
    server.url,
    'POST',
    `/api/workspaces/${workspaceId}/projects`,
    { name: 'Bench', siteUrl: siteOrigin },
    token,
  );
  const stop = async () => {
    await server.stop();
    await schema?.drop();
  };
  return { server, env, token, workspaceId, projectId: project.id, projectKey: project.publicKey, siteOrigin, stop };
}

/** A pin as the widget posts it, its clientId made as the widget makes one. */
export function newComment(siteOrigin: string, n: number) {
  return {
    clientId: newClientId(),
    body: `Benchmark comment ${n}: the hero image is blurry on retina screens`,
    pageUrl: `${siteOrigin}/pricing`,
    pageTitle: 'Pricing',
    anchor: { selector: '#hero > img', offsetX: 0.4, offsetY: 0.6 },
    viewport: { width: 1440, height: 900 },
    meta: { browser: 'Chrome 140', os: 'macOS' },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Blocking time is measured as a phone this many times slower than this machine would feel it. */
export const CPU_SLOWDOWN = 4;
/** Long tasks are collected for this long after load. */
export const SETTLE_MS = 4_000;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Sum over long tasks of their time beyond 50 ms, from navigation until the page has settled. */
export async function totalBlockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const blocking: number[] = [];
    Object.assign(window, { cfBlocking: blocking });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) blocking.push(Math.max(0, entry.duration - 50));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const total = await page.evaluate(() =>
    (window as unknown as { cfBlocking: number[] }).cfBlocking.reduce((sum, value) => sum + value, 0),
  );
  await context.close();
  return total;
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args: { name?: string };
}

/**
 * Total blocking time on a phone CPU_SLOWDOWN times slower, from a trace at full speed: each task on
 * the page's main thread counts with its CPU time (not wall time) multiplied by CPU_SLOWDOWN.
 */
export async function cpuBlockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  // Renderer main threads: the page's, and blank pages the browser keeps ready, which block nothing.
  const mainThreads = traceEvents.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const blocking = (thread: TraceEvent) =>
    traceEvents
      .filter((event) => event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid)
      .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * CPU_SLOWDOWN - 50), 0);
  return Math.max(0, ...mainThreads.map(blocking));
}

/** Debian's full Chromium, as visitors run it, with the flags the browser tests use: every bench launches it so. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(FULL_CHROMIUM_LAUNCH);
}

/**
 * Each scenario's page measured `runs` times, round after round so a slow moment of the machine falls on
 * all of them, after one round not counted: a fresh browser's first pages pay for starting its renderers.
 */
export async function measureRounds(
  browser: Browser,
  scenarios: { name: string; url: string }[],
  measure: (browser: Browser, url: string) => Promise<number>,
  runs: number,
): Promise<Map<string, number[]>> {
  for (const scenario of scenarios) await measure(browser, scenario.url);
  const results = new Map<string, number[]>();
  for (let run = 0; run < runs; run++) {
    for (const scenario of scenarios)
      results.set(scenario.name, [...(results.get(scenario.name) ?? []), await measure(browser, scenario.url)]);
  }
  return results;
}
