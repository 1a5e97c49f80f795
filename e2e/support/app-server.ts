import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id while it runs (a bench reads its CPU time). */
  pid(): number | undefined;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/**
 * What a browser test's server inherits from the runner: the operating system's variables only. CI
 * sets REDIS_URL and TEST_DATABASE_URL for the API suites; passed on, they would put every browser
 * test on Redis and leave the single-process paths untested. A spec that wants a service names it.
 */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'SystemRoot'];
export const systemEnv = (): Record<string, string> =>
  Object.fromEntries(INHERITED.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])));

/**
 * The real server as users run it (`npm start`: the compiled bundle, so run `npm run build` after
 * changing the server), on its own port and data directory. `nodeArgs` go to node (a bench's --cpu-prof).
 */
export async function startAppServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-e2e-'));
  let child: ChildProcess | null = null;
  let output = '';

  const launch = async () => {
    output = '';
    child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, 'apps/server/dist/main.js'], {
      // Every browser test signs in from 127.0.0.1: the per-IP sign-in limit (tested in the API tests)
      // would otherwise refuse a spec that signs up many people within a minute.
      env: {
        ...systemEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await waitForHealth(`http://localhost:${port}/api/health`, () => output);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await launch();
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    pid: () => (child as ChildProcess | null)?.pid,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
  };
}

async function waitForHealth(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url} within 60 s. Its output:\n${log()}`);
}
