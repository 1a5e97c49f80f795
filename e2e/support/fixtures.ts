import { test as base } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server.ts';
import { startHostSite, type HostSite } from './host-site.ts';

interface WorkerFixtures {
  appServer: AppServer;
  hostSite: HostSite;
}

interface TestFixtures {
  /** Closes the browser contexts a test opened itself (`browser.newContext()`) when it ends. */
  closeOpenedContexts: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // A context a test opened lived until its worker ended: the worker's browser carried every earlier
  // test's pages (their sockets and timers still running), and a failure's error context could show
  // an earlier test's page instead of the failing one's. Set up before the test's own fixtures, so
  // torn down after them: Playwright's own context is closed by then and never counted here.
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
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
