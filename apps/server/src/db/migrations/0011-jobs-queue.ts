import { sql, type Kysely } from 'kysely';

// The job layer (jobs/job-queue.ts). On PostgreSQL the jobs themselves live in pg-boss's own schema;
// on SQLite in `jobs`, here. `job_schedules` serves both: one row per recurring job, claimed by a
// conditional update so each period runs once across every instance.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('period_ms', 'bigint', (c) => c.notNull())
    .addColumn('next_run_at', ts, (c) => c.notNull())
    .execute();

  if (dialect !== 'sqlite') return;
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // created -> active -> completed; active -> retry -> active...; active -> failed after the last try.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('singleton_key', 'text')
    // How many times it was started (a claim after a lost lease counts), and how many retries it may have.
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    // While active: when the claim lapses and another worker may take it (its instance is presumed dead).
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['name', 'state', 'run_at']).execute();
  // singletonKey: at most one job per key waiting to start (as pg-boss's `short` policy).
  await db.schema
    .createIndex('jobs_one_waiting')
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .unique()
    .where(sql.ref('state'), '=', 'created')
    .execute();
}
