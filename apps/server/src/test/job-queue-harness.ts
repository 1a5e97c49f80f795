import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type OpenDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.ts';

/** Settings that make the job layer's waits short enough for tests. */
export const FAST_JOBS: Pick<Config, 'jobPollMs' | 'jobLeaseGraceMs'> = { jobPollMs: 50, jobLeaseGraceMs: 1000 };

export interface QueueInstance {
  database: OpenDatabase;
  jobs: JobQueue;
  close(): Promise<void>;
}

/**
 * One instance's job queue on a test database (createTestDatabase's settings), without the rest of the
 * app: what a process running only the job layer would have.
 */
export async function openQueueInstance(settings: Partial<Config>): Promise<QueueInstance> {
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), ...settings, ...FAST_JOBS };
  const database = await openDatabase(config);
  await migrateToLatest(database.db, database.dialect);
  const log = pino({ level: process.env.JOB_TEST_LOG ?? 'silent' }) as unknown as FastifyBaseLogger;
  const jobs = openJobQueue(config, database.db, log);
  return {
    database,
    jobs,
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
}

/** Resolves once `check` answers true; checks every 20 ms, fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
