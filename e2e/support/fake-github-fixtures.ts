import { test as base } from './fixtures.ts';
import { startAppServer, type AppServer } from './app-server.ts';
import { startFakeGitHub, type FakeGitHub } from '../../apps/server/src/test/fakes/fake-github.ts';

/**
 * Tests against the fake GitHub: a fresh fake per test, and a server that may reach it on 127.0.0.1
 * (outbound calls refuse local addresses unless WEBHOOK_ALLOWED_HOSTS allows them).
 */
export const test = base.extend<{ github: FakeGitHub }, { appServer: AppServer }>({
  appServer: [
    async ({}, use) => {
      const server = await startAppServer({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  github: async ({}, use) => {
    const github = await startFakeGitHub();
    await use(github);
    await github.close();
  },
});
