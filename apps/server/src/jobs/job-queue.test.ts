import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { openQueueInstance, type QueueInstance } from '../test/job-queue-harness.ts';
import { until } from '../test/socket-clients.ts';

// The job layer on the engine of this run: pg-boss on PostgreSQL, the `jobs` table on SQLite. Each
// test opens its own database, and queue instances on it stand for instances of the server.

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const opened: QueueInstance[] = [];
const databases: TestDatabase[] = [];

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

async function instanceOn(database: TestDatabase): Promise<QueueInstance> {
  const instance = await openQueueInstance(database.settings);
  opened.push(instance);
  return instance;
}

afterAll(async () => {
  for (const instance of opened) await instance.close();
  for (const database of databases) await database.drop();
});

const idle = async (instance: QueueInstance) =>
  (await instance.jobs.overview()).queues.every((q) => q.waiting === 0 && q.active === 0 && q.retrying === 0);

describe('job layer', () => {
  it('runs a job committed with its transaction, and never one whose transaction rolled back', async () => {
    const node = await instanceOn(await freshDatabase());
    const ran: string[] = [];
    node.jobs.work('export-build', async ({ exportId }) => {
      ran.push(exportId);
    });
    await node.jobs.start();

    await expect(
      node.database.db.transaction().execute(async (trx) => {
        await node.jobs.enqueue(trx, 'export-build', { exportId: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await node.database.db.transaction().execute((trx) => node.jobs.enqueue(trx, 'export-build', { exportId: 'committed' }));

    await until(() => ran.includes('committed'), 15_000);
    await until(() => idle(node), 15_000);
    expect(ran).toEqual(['committed']);
  });

  it('retries a throwing handler on its schedule, then fails it with its last error; "retry now" runs it again', async () => {
    const node = await instanceOn(await freshDatabase());
    const tries: { attempt: number; at: number }[] = [];
    let succeedFrom = Infinity;
    node.jobs.work(
      'export-build',
      async (_payload, job) => {
        tries.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt < succeedFrom) throw new Error(`try ${job.attempt} failed`);
      },
      { retryDelaysMs: [300, 600] },
    );
    await node.jobs.start();
    await node.jobs.enqueue(node.database.db, 'export-build', { exportId: 'x' });

    const failed = async () => (await node.jobs.overview()).problems.find((p) => p.state === 'failed');
    await until(async () => (await failed()) !== undefined, 15_000);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    // Never sooner than its schedule says.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(300);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(600);
    const problem = (await failed())!;
    expect(problem).toMatchObject({ name: 'export-build', state: 'failed', attempt: 3, lastError: 'try 3 failed' });
    const overview = await node.jobs.overview();
    expect(overview.queues.find((q) => q.name === 'export-build')).toEqual({
      name: 'export-build',
      waiting: 0,
      active: 0,
      retrying: 0,
      failed: 1,
    });

    succeedFrom = 4;
    expect(await node.jobs.retryNow(problem.id)).toBe(true);
    await until(() => tries.length === 4, 15_000);
    await until(async () => (await node.jobs.overview()).problems.length === 0, 15_000);
    expect(tries[3]!.attempt).toBe(4);
    expect(await node.jobs.retryNow(problem.id)).toBe(false);
  });

  it('runs each job once when two instances work the same queue', async () => {
    const database = await freshDatabase();
    const a = await instanceOn(database);
    const b = await instanceOn(database);
    const runs: { exportId: string; on: string }[] = [];
    for (const [instance, on] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      instance.jobs.work('export-build', async ({ exportId }) => {
        runs.push({ exportId, on });
        // Long enough that the other instance polls while this one holds a job.
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      await instance.jobs.start();
    }
    const ids = Array.from({ length: 30 }, (_, i) => `export-${i}`);
    await a.database.db.transaction().execute(async (trx) => {
      for (const exportId of ids.slice(0, 15)) await a.jobs.enqueue(trx, 'export-build', { exportId });
    });
    await b.database.db.transaction().execute(async (trx) => {
      for (const exportId of ids.slice(15)) await b.jobs.enqueue(trx, 'export-build', { exportId });
    });

    await until(() => runs.length >= ids.length, 15_000);
    // Nothing is left that could run a second time.
    await until(() => idle(a), 15_000);
    expect(runs.map((r) => r.exportId).sort()).toEqual([...ids].sort());
  });

  it('runs a recurring job once per period across two instances', async () => {
    const database = await freshDatabase();
    const runs: { at: number; on: string }[] = [];
    const start = Date.now();
    const instances = [await instanceOn(database), await instanceOn(database)];
    for (const [index, instance] of instances.entries()) {
      instance.jobs.work('demo-reset', async () => {
        runs.push({ at: Date.now(), on: String(index) });
      });
      instance.jobs.every('demo-reset', 400);
      await instance.jobs.start();
    }
    await until(() => runs.length >= 4, 15_000);
    const times = runs.map((r) => r.at).sort((x, y) => x - y);
    // The n-th period begins n periods after the start at the earliest, and its run never before it: a
    // period run twice puts a run ahead of its period. (Gaps between runs prove nothing: a run the
    // machine delayed may be followed at once by the next period's.)
    for (const [index, at] of times.entries()) expect(at - start).toBeGreaterThanOrEqual(400 * (index + 1));
  });

  it('retries a job whose process was killed mid-run once its lease lapses', async () => {
    const database = await freshDatabase();
    const handlerOptions = { timeoutMs: 3000, retryDelaysMs: [0] };
    const ran: { exportId: string; attempt: number }[] = [];
    const record = async ({ exportId }: { exportId: string }, job: { attempt: number }) => {
      ran.push({ exportId, attempt: job.attempt });
    };
    // An instance that only enqueues (JOB_WORKERS=false), with the handlers every instance registers.
    const web = await instanceOn({ ...database, settings: { ...database.settings, jobWorkers: false } });
    web.jobs.work('export-build', record, handlerOptions);
    await web.jobs.start();
    await web.jobs.enqueue(web.database.db, 'export-build', { exportId: 'interrupted' });

    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../test/crash-job-worker.ts', import.meta.url))], {
      env: { ...process.env, CRASH_WORKER_SETTINGS: JSON.stringify({ ...database.settings, ...handlerOptions }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await until(() => output.includes('claimed interrupted attempt 1'), 30_000);
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    expect((await web.jobs.overview()).queues.find((q) => q.name === 'export-build')?.active).toBe(1);

    // A worker that starts only now: only a lapsed lease can hand it the job.
    const worker = await instanceOn(database);
    worker.jobs.work('export-build', record, handlerOptions);
    await worker.jobs.start();
    await until(() => ran.length > 0, 30_000);
    expect(ran).toEqual([{ exportId: 'interrupted', attempt: 2 }]);
  }, 60_000);
});
