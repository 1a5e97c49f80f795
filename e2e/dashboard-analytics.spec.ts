import { test, expect } from './support/fixtures.ts';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  createProjectInUi,
  createSiteProject,
  leaveGuestComment,
  postWidgetComment,
  signUpFresh,
  signUpInBrowser,
} from './support/dashboard-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('analytics charts real comments for the chosen date range', async ({ page, hostSite }) => {
  await signUpFresh(page, 'Olivia Owner', `olivia-${Date.now()}@example.com`);
  const snippet = await createProjectInUi(page, 'Acme Store', hostSite.origin);
  await leaveGuestComment(page, snippet, hostSite.origin, 'Hero image is blurry');
  await leaveGuestComment(page, snippet, hostSite.origin, 'Price wraps on phones', {
    pageUrl: `${hostSite.origin}/checkout`,
    viewport: { width: 390, height: 844 },
    meta: { userAgent: IPHONE },
  });
  await leaveGuestComment(page, snippet, hostSite.origin, 'Typo in the footer');

  await page.goto('/client/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 days' })).toHaveAttribute('aria-checked', 'true');
  const newComments = page.getByText('New comments').locator('..');
  await expect(newComments).toContainText('3');
  await expect(page.getByRole('img', { name: /^3 new comments over 30 days/ })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // The figures behind a chart, as a table anyone can read.
  const pages = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Top pages' }) })
    .last();
  await pages.getByText('Show data').click();
  await expect(pages.getByRole('table')).toContainText('/pricing');
  await expect(pages.getByRole('row', { name: /\/pricing\s*2/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Devices: Desktop 2, Phone 1/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Open 3, In progress 0, Resolved 0/ })).toBeVisible();
  await expect(page.getByText('Gina Guest')).toBeVisible();

  await page.getByRole('radio', { name: '7 days' }).click();
  await expect(page.getByRole('img', { name: /^3 new comments over 7 days/ })).toBeVisible();

  // A custom range before any feedback: the charts say so instead of drawing zeros.
  await page.getByRole('radio', { name: 'Custom' }).click();
  await page.getByLabel('Start date').fill('2025-01-01');
  await page.getByLabel('End date').fill('2025-01-31');
  await expect(newComments).toContainText('0');
  await expect(page.getByText('No comments in this range.').first()).toBeVisible();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

test('median time to resolve and the browsers chart show the figures of the real threads', async ({ page, appServer, hostSite }) => {
  const user = await signUpInBrowser(page, 'Mel Median');
  const project = await createSiteProject(page, user, hostSite.origin);
  const threads = [];
  for (const [body, userAgent] of [
    ['Menu overlaps', FIREFOX],
    ['Logo is blurry', FIREFOX],
    ['Form resets', SAFARI],
  ] as const) {
    threads.push(await postWidgetComment(page, project, hostSite.origin, body, { meta: { userAgent } }));
  }
  await postWidgetComment(page, project, hostSite.origin, 'Still open', { meta: { userAgent: SAFARI } });
  // Made 2, 4 and 9 hours before they are resolved now: the median is 4 hours.
  const db = new Database(join(appServer.dataDir, 'commentflow.db'));
  try {
    threads.forEach((thread, i) => {
      const at = new Date(Date.now() - [2, 4, 9][i]! * 3_600_000).toISOString();
      db.prepare('update comments set created_at = ?, updated_at = ? where id = ?').run(at, at, thread.id);
    });
  } finally {
    db.close();
  }
  for (const thread of threads) {
    const resolved = await page.request.patch(`/api/comments/${thread.id}`, { headers: user.headers, data: { status: 'resolved' } });
    expect(resolved.status()).toBe(200);
  }

  await page.goto('/client/analytics');
  await expect(page.getByText('Median time to resolve').locator('..')).toContainText('4 h');
  await expect(page.getByRole('img', { name: /^Browsers: Firefox 2, Safari 2\.$/ })).toBeVisible();
  const browsers = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Browsers' }) })
    .last();
  await browsers.getByText('Show data').click();
  await expect(browsers.getByRole('row', { name: /Firefox\s*2/ })).toBeVisible();
  await expect(browsers.getByRole('row', { name: /Safari\s*2/ })).toBeVisible();
});
