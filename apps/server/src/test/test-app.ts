import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { pgBossSchemaFor } from '../jobs/pg-boss-job-store.ts';
import { tcpProxy, type TcpProxy } from './tcp-proxy.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, isolated database for one test app: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(): Promise<{ settings: Partial<Config>; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      settings: { databaseUrl: url, databaseSchema: schema },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        // pg-boss's schema beside it (jobs/pg-boss-job-store.ts).
        await client.query(`drop schema if exists ${pgBossSchemaFor(schema)} cascade`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-test-'));
  return { settings: { dataDir, databaseUrl: null }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The real app over real HTTP on an ephemeral port, with its own database. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  database?: Awaited<ReturnType<typeof createTestDatabase>>,
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const ownDatabase = database ? null : await createTestDatabase();
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    ...(database ?? ownDatabase)!.settings,
    port: 0,
    host: '127.0.0.1',
    // Suites sign up many users; the rate-limit tests set their own low limit.
    rateLimitAuthPerMinute: 100_000,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, buildOptions);
  } catch (error) {
    // A failed start must not leave its schema or temp directory behind.
    await ownDatabase?.drop();
    throw error;
  }
  // Tests that need a caller from another address (not loopback) set host '0.0.0.0'.
  await app.listen({ port: 0, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await ownDatabase?.drop();
    },
  };
}

/**
 * The test app of one test file: started before its tests and closed after them. Its fields are read
 * inside tests and hooks, once the file's beforeAll has run.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  let started: TestApp | null = null;
  beforeAll(async () => {
    started = await startTestApp(overrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  return lazyTestApp(() => started);
}

/**
 * Two instances behind one load balancer, as a test file's `a` and `b`: one database, one Redis
 * (REDIS_URL, which the *.redis.test.ts files need).
 */
export function useInstancesSharingRedis(overrides: Partial<Config> = {}): { a: TestApp; b: TestApp } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let started: TestApp[] = [];
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) throw new Error('Tests of several instances need REDIS_URL');
    database = await createTestDatabase();
    started = [await startTestApp({ ...overrides, redisUrl }, database), await startTestApp({ ...overrides, redisUrl }, database)];
  });
  afterAll(async () => {
    for (const instance of started) await instance.close();
    await database?.drop();
  });
  return { a: lazyTestApp(() => started[0] ?? null), b: lazyTestApp(() => started[1] ?? null) };
}

/**
 * The test app of one test file on a PostgreSQL database of its own, reached through a TCP proxy the
 * test cuts and restores: a database restart or a network split, seen from the app, without touching
 * the machine's PostgreSQL. For `describe.runIf(process.env.TEST_DB === 'postgres')` blocks.
 */
export function useAppBehindDatabaseProxy(): { instance: TestApp; proxy: Pick<TcpProxy, 'cut' | 'stall' | 'restore'> } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let proxy: TcpProxy | null = null;
  let started: TestApp | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.settings.databaseUrl!);
    proxy = await tcpProxy(Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    started = await startTestApp({ ...database.settings, databaseUrl: url.toString() }, database);
  });
  afterAll(async () => {
    proxy?.restore();
    await started?.close();
    await proxy?.close();
    await database?.drop();
  });
  const current = (): TcpProxy => {
    if (!proxy) throw new Error('The database proxy is used before its beforeAll ran');
    return proxy;
  };
  return {
    instance: lazyTestApp(() => started),
    proxy: { cut: () => current().cut(), stall: () => current().stall(), restore: () => current().restore() },
  };
}

/** A TestApp whose fields are those of the app `get` answers once it has started. */
function lazyTestApp(get: () => TestApp | null): TestApp {
  const current = (): TestApp => {
    const started = get();
    if (!started) throw new Error('The test app starts in beforeAll: use it inside tests and hooks');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
