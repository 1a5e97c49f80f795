import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium-launch.ts';

// Each test worker starts its own CommentFlow server, data directory and third-party host site
// (e2e/support/fixtures.ts), so a test can restart its server; tests sign up their own accounts, so
// none sees another's data.
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  // A stray `.only` would silently skip every other browser test: CI refuses it (so does lint).
  forbidOnly: !!process.env.CI,
  // CI shares two cores between the runner, two browsers and two servers: a test that fails for the
  // load gets one more try there (reported as flaky), and only that try records a trace, since
  // recording every test cost a third of the run (28 min against 19 min here).
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
