import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { tcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createTestDatabase, startTestApp, type TestApp } from './test-app.ts';

/**
 * A test app on a fresh PostgreSQL schema reached through a TCP proxy that the test cuts, stalls and
 * restores: a database restart, a network split or a dead path, seen from the app, without touching
 * the machine's PostgreSQL.
 */
export async function appBehindProxy(
  overrides: Partial<Config> = {},
): Promise<{ instance: TestApp; proxy: TcpProxy; schema: string; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const url = new URL(database.settings.databaseUrl!);
  const proxy = await tcpProxy(Number(url.port || 5432));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  // The proxy goes first: connections it left stalled would wait for PostgreSQL's goodbye through it.
  const close = async (instance?: TestApp) => {
    await proxy.close();
    await instance?.close();
    await database.drop();
  };
  try {
    const instance = await startTestApp({ ...database.settings, databaseUrl: url.toString(), ...overrides }, database);
    return { instance, proxy, schema: database.settings.databaseSchema!, close: () => close(instance) };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The app behind a PostgreSQL proxy for one describe block: started in its beforeAll, closed after it.
 * Call the returned function inside tests and hooks for the app, the proxy and the schema.
 */
export function useAppBehindProxy(overrides: Partial<Config> = {}): () => { instance: TestApp; proxy: TcpProxy; schema: string } {
  let behind: Awaited<ReturnType<typeof appBehindProxy>> | null = null;
  beforeAll(async () => {
    behind = await appBehindProxy(overrides);
  });
  afterAll(() => behind?.close());
  return () => {
    if (!behind) throw new Error('The app behind the proxy starts in beforeAll: use it inside tests and hooks');
    return behind;
  };
}
