import { test as base } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server.ts';
import { startHostSite, type HostSite } from './host-site.ts';

interface WorkerFixtures {
  appServer: AppServer;
  hostSite: HostSite;
}

export const test = base.extend<object, WorkerFixtures>({
  appServer: [
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  hostSite: [
    async ({}, use) => {
      const site = await startHostSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
});

export { expect } from '@playwright/test';
