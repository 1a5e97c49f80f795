import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, JobsTable } from '../db/schema.ts';
import type { ClaimedJob, JobStore, JobsOverview } from './job-queue.ts';
import { JOB_NAMES, type JobName } from './job-types.ts';

const PROBLEMS_SHOWN = 50;

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The job layer's engine on the embedded SQLite database: the `jobs` table. One process owns the
 * file, and Kysely runs its statements one at a time on its one connection, so a claim (one UPDATE ...
 * RETURNING) is atomic, and a claim issued while a transaction that enqueued is open waits for its end:
 * the queue's wake after an enqueue is all the notice a worker needs.
 */
export function sqliteJobStore(db: Kysely<Database>): JobStore {
  const now = () => new Date().toISOString();
  const later = (ms: number) => new Date(Date.now() + ms).toISOString();
  const toClaimed = (row: Pick<JobsTable, 'id' | 'name' | 'payload' | 'attempt' | 'retry_limit'>): ClaimedJob => ({
    id: row.id,
    name: row.name as JobName,
    payload: JSON.parse(row.payload),
    attempt: row.attempt,
    retryLimit: row.retry_limit,
  });

  return {
    async start() {},
    async stop() {},

    async insert(trx, name, payload, options) {
      const at = now();
      await trx
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          name,
          payload: JSON.stringify(payload),
          state: 'created',
          singleton_key: options.singletonKey ?? null,
          attempt: 0,
          retry_limit: options.retryLimit,
          run_at: options.runAt?.toISOString() ?? at,
          locked_until: null,
          last_error: null,
          created_at: at,
          updated_at: at,
        })
        // Another job with this singletonKey is waiting to start: that one stands for both.
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async claim(name, leaseMs) {
      const at = now();
      const row = await db
        .updateTable('jobs')
        .set((eb) => ({ state: 'active', attempt: eb('attempt', '+', 1), locked_until: later(leaseMs), updated_at: at }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('name', '=', name)
            .where((w) =>
              w.or([
                w.and([w('state', 'in', ['created', 'retry']), w('run_at', '<=', at)]),
                // Its instance stopped mid-run: the lease lapsed.
                w.and([w('state', '=', 'active'), w('locked_until', '<=', at)]),
              ]),
            )
            .orderBy('run_at')
            .limit(1),
        )
        .returning(['id', 'name', 'payload', 'attempt', 'retry_limit'])
        .executeTakeFirst();
      return row ? toClaimed(row) : null;
    },

    async complete(job) {
      // A finished job has nothing left to tell: only waiting, running and failed ones are kept.
      await db.deleteFrom('jobs').where('id', '=', job.id).where('state', '=', 'active').where('attempt', '=', job.attempt).execute();
    },

    async fail(job, error, retryInMs) {
      await db
        .updateTable('jobs')
        .set({
          state: retryInMs === null ? 'failed' : 'retry',
          run_at: later(retryInMs ?? 0),
          locked_until: null,
          last_error: errorText(error),
          updated_at: now(),
        })
        .where('id', '=', job.id)
        .where('state', '=', 'active')
        // A run that outlived its lease lost the job to another claim: that one reports.
        .where('attempt', '=', job.attempt)
        .execute();
    },

    async overview(): Promise<JobsOverview> {
      const counts = await db
        .selectFrom('jobs')
        .select(['name', 'state', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy(['name', 'state'])
        .execute();
      const problems = await db
        .selectFrom('jobs')
        .select(['id', 'name', 'state', 'attempt', 'last_error', 'updated_at'])
        .where('state', 'in', ['failed', 'retry'])
        .orderBy('updated_at', 'desc')
        .limit(PROBLEMS_SHOWN)
        .execute();
      return {
        queues: queuesFromCounts(counts.map((c) => ({ name: c.name, state: c.state, count: Number(c.count) }))),
        problems: problems.map((p) => ({
          id: p.id,
          name: p.name,
          state: p.state as 'failed' | 'retry',
          attempt: p.attempt,
          lastError: p.last_error,
          updatedAt: p.updated_at,
        })),
      };
    },

    async retryNow(id) {
      const result = await db
        .updateTable('jobs')
        .set((eb) => ({
          retry_limit: eb
            .case()
            .when('state', '=', 'failed')
            .then(eb('retry_limit', '+', 1))
            .else(eb.ref('retry_limit'))
            .end(),
          state: 'retry',
          run_at: now(),
          updated_at: now(),
        }))
        .where('id', '=', id)
        .where('state', 'in', ['failed', 'retry'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** One line per job name, every name of the layer shown even when empty. */
export function queuesFromCounts(counts: { name: string; state: string; count: number }[]): JobsOverview['queues'] {
  const byName = new Map<string, JobsOverview['queues'][number]>(
    JOB_NAMES.map((name) => [name, { name, waiting: 0, active: 0, retrying: 0, failed: 0 }]),
  );
  for (const { name, state, count } of counts) {
    const line = byName.get(name) ?? { name, waiting: 0, active: 0, retrying: 0, failed: 0 };
    if (state === 'created') line.waiting += count;
    else if (state === 'active') line.active += count;
    else if (state === 'retry') line.retrying += count;
    else if (state === 'failed') line.failed += count;
    byName.set(name, line);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
