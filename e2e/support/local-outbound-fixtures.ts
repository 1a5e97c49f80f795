import { test as base } from './fixtures.ts';
import { startAppServer, type AppServer } from './app-server.ts';

/**
 * Tests whose server calls local fakes (trackers, webhook receivers) on 127.0.0.1: outbound calls
 * refuse local addresses unless WEBHOOK_ALLOWED_HOSTS allows them, as an instance on a private network
 * would allow its own hosts.
 */
export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    async ({}, use) => {
      const server = await startAppServer({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
