import { test, expect } from './support/fixtures.ts';
import { signUpFresh } from './support/dashboard-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('onboarding: add the site, copy its snippet, and the live check turns green when the widget loads on the site', async ({ browser, hostSite }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFresh(page, 'Olivia Owner', `olivia-${Date.now()}@example.com`);

  await page.goto('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Get started', level: 1 })).toBeVisible();
  await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'current');
  await expect(page.getByText('1 of 5 done')).toBeVisible();

  await page.getByLabel('Project name').fill('Acme Store');
  await page.getByLabel('Site URL').fill(hostSite.origin);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-3')).toHaveAttribute('data-state', 'current');

  // Every platform's instructions carry this project's key; the plain HTML tab is the tag itself.
  await page.getByRole('tab', { name: 'Next.js' }).click();
  await expect(page.getByTestId('install-code')).toContainText("import Script from 'next/script'");
  await page.getByRole('tab', { name: 'Next.js' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'WordPress' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'HTML' }).click();
  const snippet = ((await page.getByTestId('install-code').textContent()) ?? '').trim();
  expect(snippet).toMatch(/^<script src="[^"]+\/widget\.js" data-project="pk_[\w-]+" async><\/script>$/);

  const check = page.getByTestId('live-check');
  await expect(check).toHaveAttribute('data-seen', 'false');
  await expect(check).toContainText('Waiting for the widget to load');

  // The customer's page loads the widget; the dashboard, untouched, turns green.
  const site = await context.newPage();
  await site.goto(hostSite.pageUrl(snippet));
  await expect(site.locator('#site-title')).toHaveText('Acme Store');
  await expect(check).toHaveAttribute('data-seen', 'true');
  await expect(check).toContainText('Widget detected on Acme Store');
  await expect(page.getByTestId('step-4')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-5')).toHaveAttribute('data-state', 'current');
  await expect(page.getByText('4 of 5 done')).toBeVisible();

  await context.close();
});
