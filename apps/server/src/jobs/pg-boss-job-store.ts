import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import type { ClaimedJob, JobDb, JobStore, JobsOverview } from './job-queue.ts';
import type { JobName } from './job-types.ts';
import { errorText, queuesFromCounts } from './sqlite-job-store.ts';

const PROBLEMS_SHOWN = 50;
const FAILED_KEPT_SECONDS = 14 * 86_400;

export interface PgBossSettings {
  connectionString: string;
  /** pg-boss's own schema (not the app's): `<DATABASE_SCHEMA>_jobs`, or `pgboss`. */
  schema: string;
  /** How often one instance of the cluster fails the jobs whose lease lapsed (their instance died). */
  maintenanceIntervalSeconds: number;
}

/** The schema pg-boss keeps its tables in, next to the app's schema so parallel apps never share a queue. */
export const pgBossSchemaFor = (databaseSchema: string | null): string => (databaseSchema ? `${databaseSchema}_jobs` : 'pgboss');

/**
 * The job layer's engine on PostgreSQL: pg-boss (ADR jobs-job-layer). Jobs are inserted through the
 * caller's Kysely transaction (pg-boss runs its INSERT on whatever `db.executeSql` it is given), claimed
 * with SKIP LOCKED, and a job whose instance died is failed by pg-boss's maintenance once its lease
 * (`expire_in`) lapses, then retried.
 *
 * Every queue uses pg-boss's `short` policy: one waiting job per singleton key. A job enqueued without a
 * key gets a key of its own, so it waits beside the others.
 */
export function pgBossJobStore(db: Kysely<Database>, settings: PgBossSettings, log: FastifyBaseLogger): JobStore {
  const { schema } = settings;
  const boss = new PgBoss({
    connectionString: settings.connectionString,
    schema,
    max: 3,
    application_name: 'commentflow-jobs',
    // Recurring jobs are ours (jobs/recurring.ts), at any period rather than cron minutes.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue (pg-boss) error'));

  /** pg-boss's statements run on this connection or transaction of the app. */
  const through = (trx: JobDb): PgBoss.Db => ({
    executeSql: async (text, values) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows] }),
  });
  const run = <Row>(trx: JobDb, text: string, values: unknown[]) => trx.executeQuery<Row>(CompiledQuery.raw(text, values));

  // Enqueues notify this channel in their transaction, so every instance hears of a job as it commits
  // rather than at its next poll.
  const channel = `cf_jobs_${schema}`;
  const listener = commitListener(settings.connectionString, channel, log);

  return {
    async start(queues, wake) {
      await boss.start();
      listener.start(wake);
      for (const queue of queues) {
        const options = {
          name: queue.name,
          policy: 'short' as const,
          retryLimit: queue.retryLimit,
          retryDelay: 0,
          expireInSeconds: Math.ceil(queue.leaseMs / 1000),
        };
        if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, options);
        else await boss.createQueue(queue.name, options);
      }
    },

    async stop() {
      // No pg-boss worker runs (the loops are ours and have ended): close its pool.
      await listener.stop();
      await boss.stop({ graceful: false, wait: true });
    },

    async insert(trx, name, payload, options) {
      await boss.send(name, payload as object, {
        db: through(trx),
        singletonKey: options.singletonKey ?? randomUUID(),
        retryLimit: options.retryLimit,
        ...(options.runAt && { startAfter: options.runAt }),
      });
      await run(trx, 'select pg_notify($1, $2)', [channel, name]);
    },

    async claim(name, _leaseMs) {
      // The lease is the queue's expire_in, set in start() from the handler's timeout.
      const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name as JobName,
        payload: job.data,
        attempt: job.retryCount + 1,
        retryLimit: job.retryLimit,
      } satisfies ClaimedJob;
    },

    async complete(job) {
      await boss.complete(job.name, job.id);
    },

    async fail(job, error, retryInMs) {
      const output = error instanceof Error ? error : { message: errorText(error) };
      await db.transaction().execute(async (trx) => {
        const current = await run<{ state: string; retry_count: number }>(
          trx,
          `select state, retry_count from ${schema}.job where name = $1 and id = $2 for update`,
          [job.name, job.id],
        );
        // Its lease lapsed and maintenance already failed this run: that outcome stands.
        if (current.rows[0]?.state !== 'active' || current.rows[0].retry_count !== job.attempt - 1) return;
        // Our runner decided, on the handler's schedule: make pg-boss's count agree.
        const limit = retryInMs === null ? 'retry_count' : 'greatest(retry_limit, retry_count + 1)';
        await run(trx, `update ${schema}.job set retry_limit = ${limit} where name = $1 and id = $2`, [job.name, job.id]);
        await boss.fail(job.name, job.id, output, { db: through(trx) });
        // pg-boss waits whole seconds between tries, the same for each; ours is the handler's schedule.
        if (retryInMs !== null) {
          await run(
            trx,
            `update ${schema}.job set start_after = now() + $3 * interval '1 millisecond' where name = $1 and id = $2 and state = 'retry'`,
            [job.name, job.id, retryInMs],
          );
        }
      });
    },

    async overview(): Promise<JobsOverview> {
      const counts = await run<{ name: string; state: string; count: number }>(
        db,
        `select name, state::text as state, count(*)::int as count from ${schema}.job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [],
      );
      const problems = await run<{
        id: string;
        name: string;
        state: 'failed' | 'retry';
        attempt: number;
        last_error: string | null;
        updated_at: string;
      }>(
        db,
        `select id, name, state::text as state, retry_count + 1 as attempt,
           coalesce(output->>'message', output->'value'->>'message', output->>'value') as last_error,
           coalesce(completed_on, started_on, created_on) as updated_at
         from ${schema}.job where state in ('failed', 'retry')
         order by updated_at desc limit ${PROBLEMS_SHOWN}`,
        [],
      );
      return {
        queues: queuesFromCounts(counts.rows),
        problems: problems.rows.map((p) => ({
          id: p.id,
          name: p.name,
          state: p.state,
          attempt: p.attempt,
          lastError: p.last_error,
          updatedAt: p.updated_at,
        })),
      };
    },

    async retryNow(id) {
      const result = await run(
        db,
        `update ${schema}.job
         set retry_limit = case when state = 'failed' then retry_limit + 1 else retry_limit end,
             state = 'retry', start_after = now(), completed_on = null
         where id = $1 and state in ('failed', 'retry')`,
        [id],
      );
      return Number(result.numAffectedRows ?? 0) === 1;
    },
  };
}

const RELISTEN_MS = 5_000;

/**
 * A connection that LISTENs on the channel and calls `wake` with each notification's payload. Losing it
 * only costs latency (the workers still poll), so it reconnects quietly until stopped.
 */
function commitListener(connectionString: string, channel: string, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = (wake: (name: string) => void) => {
    const current = new pg.Client({ connectionString, application_name: 'commentflow-jobs-listen' });
    client = current;
    const again = (error?: Error) => {
      if (client !== current) return;
      client = null;
      current.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err: error }, 'job notifications lost; workers poll until they are back');
      retry = setTimeout(() => connect(wake), RELISTEN_MS);
      retry.unref();
    };
    current.on('notification', (message) => {
      if (message.payload) wake(message.payload);
    });
    current.on('error', again);
    current.on('end', () => again());
    current
      .connect()
      .then(
        () => current.query(`LISTEN "${channel}"`),
        (error: Error) => again(error),
      )
      .catch((error: Error) => again(error));
  };

  return {
    start(wake: (name: string) => void) {
      connect(wake);
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
