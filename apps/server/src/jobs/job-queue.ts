import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { JOB_NAMES, type JobName, type JobPayloads, type RecurringJobName } from './job-types.ts';
import { pgBossJobStore, pgBossSchemaFor } from './pg-boss-job-store.ts';
import { Recurring } from './recurring.ts';
import { sqliteJobStore } from './sqlite-job-store.ts';

export type JobDb = Kysely<Database> | Transaction<Database>;

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date;
  /** While a job of this name with this key waits to start, enqueueing another one does nothing. */
  singletonKey?: string;
}

export interface WorkOptions {
  /** One entry per retry: the wait before it. A handler that throws after the last one fails the job. */
  retryDelaysMs?: number[];
  /** A run that takes longer counts as failed (and is retried); its instance is presumed dead after it. */
  timeoutMs?: number;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], job: { id: string; attempt: number }) => Promise<void>;

/** What instance admins see of the queue (GET /api/admin/jobs). */
export interface JobsOverview {
  queues: { name: string; waiting: number; active: number; retrying: number; failed: number }[];
  /** Jobs that failed for good or are waiting for a retry, newest first, with the error of their last try. */
  problems: { id: string; name: string; state: 'failed' | 'retry'; attempt: number; lastError: string | null; updatedAt: string }[];
}

export interface JobQueue {
  /** In the caller's transaction: committed with the change, discarded on rollback. */
  enqueue<N extends JobName>(db: JobDb, name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  /** Runs each job once per cluster; a throw retries on the job's schedule (retryDelaysMs) then fails. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): void;
  /** Recurring work, once per cluster per period (its handler is registered with `work`). */
  every(name: RecurringJobName, periodMs: number): void;
  /** Prepares the engine, then claims jobs (after every handler is registered) unless JOB_WORKERS=false. */
  start(): Promise<void>;
  /** Stops claiming, waits for the jobs running here (each at most its timeout), then releases the engine. */
  stop(): Promise<void>;
  overview(): Promise<JobsOverview>;
  /** A failed job gets one more try, a job waiting for its retry runs now; false when no such job. */
  retryNow(id: string): Promise<boolean>;
}

/** A job handed to this instance, until it completes or fails. */
export interface ClaimedJob {
  id: string;
  name: JobName;
  payload: unknown;
  /** 1 for the first run. */
  attempt: number;
  /** How many retries the job may have; one more than it had when "retry now" was pressed. */
  retryLimit: number;
}

/** The engine under the queue: pg-boss on PostgreSQL, the `jobs` table on SQLite. */
export interface JobStore {
  /**
   * Prepares the engine; `queues` gives each job's retry limit and lease (how long a run may hold it).
   * `wake` is called when a job of that name was committed on any instance, where the engine can tell.
   */
  start(queues: { name: JobName; retryLimit: number; leaseMs: number }[], wake: (name: string) => void): Promise<void>;
  stop(): Promise<void>;
  insert(db: JobDb, name: JobName, payload: unknown, options: EnqueueOptions & { retryLimit: number }): Promise<void>;
  claim(name: JobName, leaseMs: number): Promise<ClaimedJob | null>;
  complete(job: ClaimedJob): Promise<void>;
  /** `retryInMs` null: failed for good. */
  fail(job: ClaimedJob, error: unknown, retryInMs: number | null): Promise<void>;
  overview(): Promise<JobsOverview>;
  retryNow(id: string): Promise<boolean>;
}

export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000];
const DEFAULT_TIMEOUT_MS = 5 * 60_000;

export interface JobQueueSettings {
  /** How often an idle worker looks for due jobs (enqueues on this instance wake it at once). */
  pollMs: number;
  /** Added to a job's timeout to make its lease: how long a crashed instance's job waits before a retry. */
  leaseGraceMs: number;
  /** False: this instance enqueues but runs no job and no schedule (JOB_WORKERS=false). */
  runWorkers: boolean;
}

interface Worker {
  name: JobName;
  handler: (payload: unknown, job: { id: string; attempt: number }) => Promise<void>;
  retryDelaysMs: number[];
  timeoutMs: number;
  wake: () => void;
}

class JobTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`Job ${name} did not finish within ${ms} ms`);
  }
}

/** A pause that ends early when woken; a wake while not paused makes the next pause return at once. */
function pauser() {
  let pending = false;
  let resume: (() => void) | null = null;
  return {
    pause(ms: number): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          resume = null;
          resolve();
        }
        resume = done;
      });
    },
    wake() {
      if (resume) resume();
      else pending = true;
    },
  };
}

export function createJobQueue(store: JobStore, db: Kysely<Database>, log: FastifyBaseLogger, settings: JobQueueSettings): JobQueue {
  const workers = new Map<JobName, Worker>();
  const recurring = new Recurring(db, log, (trx, name) => queue.enqueue(trx, name, {}, { singletonKey: `every:${name}` }));
  const loops: Promise<void>[] = [];
  const loopsToStart: (() => void)[] = [];
  let started = false;
  let stopping = false;

  const retryLimitOf = (name: JobName) => (workers.get(name)?.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS).length;
  const leaseOf = (worker: Worker) => worker.timeoutMs + settings.leaseGraceMs;

  async function runOne(worker: Worker, job: ClaimedJob): Promise<void> {
    if (job.attempt > job.retryLimit + 1) {
      // Claimed again after its lease lapsed (its instance stopped mid-run) with no retry left.
      await store.fail(job, new Error('Its instance stopped while running it, and it has no retry left'), null);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        worker.handler(job.payload, { id: job.id, attempt: job.attempt }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new JobTimeoutError(job.name, worker.timeoutMs)), worker.timeoutMs);
        }),
      ]);
      await store.complete(job);
    } catch (error) {
      // The handler's schedule decides (a try granted by "retry now" beyond it is a last one).
      const retryInMs = worker.retryDelaysMs[job.attempt - 1] ?? null;
      log.warn(
        { err: error, job: job.name, jobId: job.id, attempt: job.attempt, retryInMs },
        retryInMs === null ? 'job failed for good' : 'job failed; it will be retried',
      );
      await store.fail(job, error, retryInMs);
    } finally {
      clearTimeout(timer);
    }
  }

  async function loop(worker: Worker, pause: ReturnType<typeof pauser>): Promise<void> {
    while (!stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await store.claim(worker.name, leaseOf(worker));
      } catch (error) {
        log.warn({ err: error, job: worker.name }, 'could not look for jobs; trying again');
      }
      if (!job) {
        await pause.pause(settings.pollMs);
        continue;
      }
      try {
        await runOne(worker, job);
      } catch (error) {
        // The database refused the outcome: the lease lapses and the job is tried again.
        log.error({ err: error, job: job.name, jobId: job.id }, 'could not record the outcome of a job');
      }
    }
  }

  const queue: JobQueue = {
    async enqueue(trx, name, payload, options = {}) {
      await store.insert(trx, name, payload, { ...options, retryLimit: retryLimitOf(name) });
      // Not committed yet: the wake makes the worker look as soon as the transaction lets it.
      const worker = workers.get(name);
      if (worker) setImmediate(worker.wake);
    },

    work(name, handler, options = {}) {
      if (workers.has(name)) throw new Error(`A handler for job ${name} is already registered`);
      if (started) throw new Error(`Register the handler for job ${name} before the queue starts`);
      const pause = pauser();
      const worker: Worker = {
        name,
        handler: handler as Worker['handler'],
        retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        wake: pause.wake,
      };
      workers.set(name, worker);
      loopsToStart.push(() => loops.push(loop(worker, pause)));
    },

    every(name, periodMs) {
      if (started) throw new Error(`Schedule job ${name} before the queue starts`);
      recurring.add(name, periodMs);
    },

    async start() {
      await store.start(
        JOB_NAMES.map((name) => {
          const worker = workers.get(name);
          return { name, retryLimit: retryLimitOf(name), leaseMs: worker ? leaseOf(worker) : DEFAULT_TIMEOUT_MS + settings.leaseGraceMs };
        }),
        (name) => workers.get(name as JobName)?.wake(),
      );
      started = true;
      if (!settings.runWorkers) return;
      for (const startLoop of loopsToStart) startLoop();
      await recurring.start();
    },

    async stop() {
      stopping = true;
      recurring.stop();
      for (const worker of workers.values()) worker.wake();
      await Promise.all(loops);
      await store.stop();
    },

    overview: () => store.overview(),
    retryNow: (id) => store.retryNow(id),
  };
  return queue;
}

/** The queue of an app: pg-boss when the database is PostgreSQL, the `jobs` table on SQLite. */
export function openJobQueue(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'jobWorkers' | 'jobPollMs' | 'jobLeaseGraceMs'>,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): JobQueue {
  const store = config.databaseUrl
    ? pgBossJobStore(
        db,
        {
          connectionString: config.databaseUrl,
          schema: pgBossSchemaFor(config.databaseSchema),
          // A dead instance's job is failed (then retried) within its lease plus this.
          maintenanceIntervalSeconds: Math.min(60, Math.ceil(config.jobLeaseGraceMs / 1000)),
        },
        log,
      )
    : sqliteJobStore(db);
  return createJobQueue(store, db, log, { pollMs: config.jobPollMs, leaseGraceMs: config.jobLeaseGraceMs, runWorkers: config.jobWorkers });
}
