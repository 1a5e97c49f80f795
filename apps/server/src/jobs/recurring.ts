import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RecurringJobName } from './job-types.ts';

// Long waits are cut so a schedule moved by another instance (a new period) is noticed.
const MAX_WAIT_MS = 60_000;
const RETRY_AFTER_ERROR_MS = 5_000;

/**
 * The recurring jobs of `app.jobs.every`. Each has a row in `job_schedules` with the start of its next
 * period; every instance waits for it, and the one whose conditional update moves it on enqueues the
 * run in the same transaction. So each period runs once across the cluster, on whichever instance is
 * up, and a period missed while every instance was down runs once when one comes back.
 */
export class Recurring {
  private readonly schedules = new Map<RecurringJobName, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly enqueue: (trx: Transaction<Database>, name: RecurringJobName) => Promise<void>,
  ) {}

  add(name: RecurringJobName, periodMs: number): void {
    if (!Number.isInteger(periodMs) || periodMs < 1) throw new Error(`The period of job ${name} must be a whole number of milliseconds`);
    this.schedules.set(name, periodMs);
  }

  async start(): Promise<void> {
    const first = new Date().getTime();
    for (const [name, periodMs] of this.schedules) {
      // The first run comes one period after the first start; a new period applies from the next run.
      const soon = new Date(first + periodMs).toISOString();
      await this.db
        .insertInto('job_schedules')
        .values({ name, period_ms: periodMs, next_run_at: soon })
        .onConflict((oc) => oc.column('name').doUpdateSet({ period_ms: periodMs }))
        .execute();
      // A shorter period than before does not wait for the rest of the longer one.
      await this.db
        .updateTable('job_schedules')
        .set({ next_run_at: soon })
        .where('name', '=', name)
        .where('next_run_at', '>', soon)
        .execute();
      this.later(name, 0);
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(name: RecurringJobName, ms: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.tick(name).then(
        (waitMs) => this.later(name, waitMs),
        (error: unknown) => {
          this.log.warn({ err: error, job: name }, 'could not check a recurring job; trying again');
          this.later(name, RETRY_AFTER_ERROR_MS);
        },
      );
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Runs the period if it is due and no other instance took it; answers how long to wait next. */
  private async tick(name: RecurringJobName): Promise<number> {
    const row = await this.db
      .selectFrom('job_schedules')
      .select(['period_ms', 'next_run_at'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const due = Date.parse(row.next_run_at);
    if (due > now) return Math.min(due - now, MAX_WAIT_MS);
    // The next period follows this one; after a long outage the missed periods run once, now.
    const next = due + row.period_ms > now ? due + row.period_ms : now + row.period_ms;
    await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('job_schedules')
        .set({ next_run_at: new Date(next).toISOString() })
        .where('name', '=', name)
        .where('next_run_at', '=', row.next_run_at)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) await this.enqueue(trx, name);
    });
    return Math.min(next - now, MAX_WAIT_MS);
  }
}
