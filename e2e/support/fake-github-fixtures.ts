import { test as base } from './local-outbound-fixtures.ts';
import { startFakeGitHub, type FakeGitHub } from '../../apps/server/src/test/fakes/fake-github.ts';

/** Tests against the fake GitHub: a fresh fake per test, and a server that may reach it on 127.0.0.1. */
export const test = base.extend<{ github: FakeGitHub }>({
  github: async ({}, use) => {
    const github = await startFakeGitHub();
    await use(github);
    await github.close();
  },
});
