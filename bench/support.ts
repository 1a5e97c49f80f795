import { startAppServer, type AppServer } from '../e2e/support/app-server.ts';

export interface BenchWorld {
  server: AppServer;
  token: string;
  workspaceId: string;
  projectId: string;
  projectKey: string;
  siteOrigin: string;
}

/** A running server with one user, workspace and project: what every benchmark starts from. */
export async function startBenchWorld(): Promise<BenchWorld> {
  const env: Record<string, string> = { LOG_LEVEL: 'error', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  if (process.env.BENCH_REDIS_URL) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  const server = await startAppServer(env);
  const siteOrigin = 'http://bench.localhost';
  const signUp = await api(server.url, 'POST', '/api/auth/signup', {
    email: `bench-${Date.now()}@example.com`,
    password: 'bench-password',
    displayName: 'Bench',
  });
  const token = signUp.idToken as string;
  const { workspaces } = await api(server.url, 'GET', '/api/workspaces', undefined, token);
  const workspaceId = workspaces[0].id as string;
  const { project } = await api(server.url, 'POST', `/api/workspaces/${workspaceId}/projects`, { name: 'Bench', siteUrl: siteOrigin }, token);
  return { server, token, workspaceId, projectId: project.id, projectKey: project.publicKey, siteOrigin };
}

export async function api(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

export function newComment(siteOrigin: string, n: number) {
  return {
    clientId: crypto.randomUUID(),
    body: `Benchmark comment ${n}: the hero image is blurry on retina screens`,
    pageUrl: `${siteOrigin}/pricing`,
    pageTitle: 'Pricing',
    anchor: { selector: '#hero > img', offsetX: 0.4, offsetY: 0.6 },
    viewport: { width: 1440, height: 900 },
    meta: { browser: 'Chrome 140', os: 'macOS' },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
