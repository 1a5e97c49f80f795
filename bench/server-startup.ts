// How long the server takes from launch to its first answer, and its memory then: the compiled
// bundle (`npm start`) beside the TypeScript loader it replaced in production. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/free-port.ts';
import { systemEnv } from '../e2e/support/app-server.ts';
import { fmt } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function startOnce(args: string[]): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...systemEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cf-startup-')),
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    child.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(name: string, args: string[]) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args));
  return { name, ms: median(runs.map((run) => run.ms)), rssMb: median(runs.map((run) => run.rssMb)) };
}

const compiled = await measure('compiled (npm start)', ['--enable-source-maps', 'apps/server/dist/main.js']);
const loader = await measure('TypeScript loader (tsx)', ['--import', 'tsx', 'apps/server/src/main.ts']);
console.log(`\nServer start-up to the first /api/health answer (median of ${RUNS}, SQLite, NODE_ENV=production)`);
for (const row of [compiled, loader])
  console.log(`${row.name.padEnd(26)} ${fmt(row.ms).padStart(6)} ms ${fmt(row.rssMb).padStart(5)} MB resident`);
console.log(
  `compiled start-up = ${fmt((compiled.ms / loader.ms) * 100)}% of the loader's, memory ${fmt((compiled.rssMb / loader.rssMb) * 100)}%`,
);
