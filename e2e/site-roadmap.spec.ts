import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { storeConsent } from './support/consent.ts';
import { test, expect } from './support/fixtures.ts';
import type { AppServer } from './support/app-server.ts';

// Visitors who already chose their cookies; the consent modal itself is site-consent.spec.ts.
test.beforeEach(async ({ context }) => storeConsent(context));

/** Another person's browser, who chose their cookies too. */
async function consentedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await storeConsent(context);
  return context;
}

// The public roadmap (/roadmap, /request/{id}) and /changelog on the main site: anyone reads,
// signed-in people suggest, vote once (a second press takes the vote back) and comment; instance
// admins (granted with `npm run admin -- grant`) set statuses and publish changelog entries.

const run = promisify(execFile);
const PASSWORD = 'roadmap-password';

async function signUpInBrowser(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  return email;
}

/** The admin script, exactly as an operator runs it, against the test server's database. */
async function grantAdmin(appServer: AppServer, email: string): Promise<void> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/scripts/admin.ts', 'grant', email], {
    env: { ...process.env, DATA_DIR: appServer.dataDir, LOG_LEVEL: 'warn' },
  });
  expect(stdout).toContain('is now an instance administrator');
}

test('signed out, everything is readable and acting leads to sign-in with a way back', async ({ page }) => {
  await page.goto('/roadmap');
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(page).toHaveTitle('Roadmap | CommentFlow');
  for (const status of ['Under review', 'Planned', 'In progress', 'Done']) {
    await expect(page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: status })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Sign in to suggest a feature' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Froadmap$/);
});

test('a signed-in user submits a request, votes once (a second press takes it back) and comments', async ({ page }) => {
  await signUpInBrowser(page, 'Vera Voter');
  await page.goto('/roadmap');
  await page.getByLabel('Title').fill('Export comments to CSV');
  await page.getByLabel('Details').fill('We report feedback to clients every month.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('status')).toContainText('"Export comments to CSV" is now under review');

  const underReview = page.getByRole('region', { name: /Under review/ });
  await expect(underReview.getByRole('link', { name: 'Export comments to CSV', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Vote for Export comments to CSV (0 votes)' }).click();
  const voted = page.getByRole('button', { name: 'Remove your vote for Export comments to CSV (1 vote)' });
  await expect(voted).toHaveAttribute('aria-pressed', 'true');
  await voted.click();
  await expect(page.getByRole('button', { name: 'Vote for Export comments to CSV (0 votes)' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Vote for Export comments to CSV (0 votes)' }).click();
  await expect(page.getByRole('button', { name: /Remove your vote for Export comments to CSV \(1 vote\)/ })).toBeVisible();

  // The vote is stored: it survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove your vote for Export comments to CSV (1 vote)' })).toBeVisible();

  await page.getByRole('link', { name: 'Export comments to CSV', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export comments to CSV' })).toBeVisible();
  await expect(page).toHaveTitle('Export comments to CSV | Roadmap | CommentFlow');
  await page.getByLabel('Add a comment').fill('Please include the page address <b>too</b>');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Please include the page address <b>too</b>')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  // Not an admin: no status control.
  await expect(page.getByLabel('Status (admin)')).toHaveCount(0);
});

test('an instance admin moves a request to planned and publishes a changelog entry, rendered safely', async ({ browser, appServer }) => {
  const userPage = await (await consentedContext(browser)).newPage();
  await signUpInBrowser(userPage, 'Rita Requester');
  await userPage.goto('/roadmap');
  await userPage.getByLabel('Title').fill('Slack notifications');
  await userPage.getByRole('button', { name: 'Submit request' }).click();
  await expect(userPage.getByRole('status')).toContainText('now under review');

  const adminContext = await consentedContext(browser);
  const admin = await adminContext.newPage();
  const adminEmail = await signUpInBrowser(admin, 'Ada Admin');
  await grantAdmin(appServer, adminEmail);
  // A fresh sign-in reads the new flag.
  await admin.evaluate(() => localStorage.clear());
  await adminContext.clearCookies();
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(adminEmail);
  await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin).toHaveURL(/\/client\/dashboard$/);

  await admin.goto('/roadmap');
  await admin.getByRole('link', { name: 'Slack notifications', exact: true }).click();
  await admin.getByLabel('Status (admin)').selectOption('planned');
  await expect(admin.getByLabel('Status (admin)')).toHaveValue('planned');
  await admin.getByRole('link', { name: 'Back to the roadmap' }).click();
  await expect(
    admin.getByRole('region', { name: /Planned/ }).getByRole('link', { name: 'Slack notifications', exact: true }),
  ).toBeVisible();

  // Everyone sees the new status.
  await userPage.reload();
  await expect(
    userPage.getByRole('region', { name: /Planned/ }).getByRole('link', { name: 'Slack notifications', exact: true }),
  ).toBeVisible();

  await admin.goto('/changelog');
  await admin.getByLabel('Entry title').fill('Faster pins');
  await admin
    .getByLabel('Entry text (markdown)')
    .fill(
      'Pins now appear **twice as fast**.\n\n- less waiting\n\n<script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
    );
  await admin.getByRole('button', { name: 'Publish entry' }).click();
  const entry = admin.getByRole('article', { name: 'Faster pins' });
  await expect(entry.locator('strong')).toHaveText('twice as fast');
  await expect(entry.getByRole('listitem')).toHaveText('less waiting');
  await expect(entry.locator('script, img[onerror]')).toHaveCount(0);
  expect(await admin.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(admin.getByLabel('Entry title')).toHaveValue('');

  // Signed out, the entry is there and there is no form.
  const visitor = await (await consentedContext(browser)).newPage();
  await visitor.goto('/changelog');
  await expect(visitor.getByRole('article', { name: 'Faster pins' }).locator('strong')).toHaveText('twice as fast');
  await expect(visitor.getByLabel('Entry title')).toHaveCount(0);
});
