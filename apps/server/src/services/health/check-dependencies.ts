import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AdminOverviewResponse } from '@commentflow/shared';

// A check never waits longer than this: a health check that hangs tells a load balancer nothing.
const CHECK_TIMEOUT_MS = 2_000;

export type DependencyReport = Pick<AdminOverviewResponse['health'], 'status' | 'database' | 'redis'>;

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number; error: string | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latencyMs: elapsed(started), error: null };
  } catch (error) {
    return { ok: false, latencyMs: elapsed(started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** One round trip to the database and one to Redis, at the same time, each timed. */
export async function checkDependencies(app: FastifyInstance): Promise<DependencyReport> {
  const redis = app.redis;
  const [database, redisCheck] = await Promise.all([
    timed(() => sql`select 1`.execute(app.db)),
    redis ? timed(() => redis.ping()) : Promise.resolve(null),
  ]);
  return {
    status: database.ok && (redisCheck?.ok ?? true) ? 'ok' : 'degraded',
    database: { engine: app.dialect, status: database.ok ? 'up' : 'down', latencyMs: database.latencyMs, error: database.error },
    redis: redisCheck
      ? { status: redisCheck.ok ? 'up' : 'down', latencyMs: redisCheck.latencyMs, error: redisCheck.error }
      : { status: 'off', latencyMs: null, error: null },
  };
}
