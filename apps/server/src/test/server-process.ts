import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closedPort } from './tcp-proxy.ts';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  /** Starts it (again) on its port, resolving once /api/health answers. */
  start(): Promise<void>;
  /** SIGTERM (a graceful stop, as a rolling deploy) or SIGKILL (a crash); resolves once it exited. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  output(): string;
}

/**
 * The compiled server (`npm start`'s apps/server/dist/main.js: run `npm run build` after changing the
 * server) as its own operating-system process, for tests that kill one instance of several.
 */
export async function serverProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const port = await closedPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';
  return {
    baseUrl,
    output: () => log,
    async start() {
      const started = spawn(process.execPath, ['--enable-source-maps', MAIN], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_AUTH_PER_MINUTE: '100000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk) => (log += chunk));
      started.stderr?.on('data', (chunk) => (log += chunk));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`The server exited with ${started.exitCode} at start:\n${log}`);
        const ok = await fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server did not answer within 60 s:\n${log}`);
    },
    async stop(signal) {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill(signal);
      });
    },
  };
}

export interface RedisProcess {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on a free port (never the machine's, which others use), without persistence. */
export async function redisProcess(): Promise<RedisProcess> {
  const port = await closedPort();
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      await new Promise<void>((resolve, reject) => {
        started.once('error', reject);
        started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
        started.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve();
        });
      });
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}
