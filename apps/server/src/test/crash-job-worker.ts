// A separate process for the job layer's crash test: it claims one `export-build` job, says so on
// stdout, and hangs in it until the test kills it with SIGKILL (no shutdown hook runs).
import { openQueueInstance } from './job-queue-harness.ts';

const { timeoutMs, retryDelaysMs, ...settings } = JSON.parse(process.env.CRASH_WORKER_SETTINGS ?? '{}');
const instance = await openQueueInstance(settings);
instance.jobs.work(
  'export-build',
  async (payload, job) => {
    process.stdout.write(`claimed ${payload.exportId} attempt ${job.attempt}\n`);
    await new Promise(() => undefined);
  },
  { timeoutMs, retryDelaysMs },
);
await instance.jobs.start();
process.stdout.write('ready\n');
