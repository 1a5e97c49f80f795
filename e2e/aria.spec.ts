import type { Locator, Page } from '@playwright/test';
import { startAriaFixtureSite, type AriaFixtureSite } from './support/aria-fixture-site.ts';
import { test, expect } from './support/fixtures.ts';

let shop: AriaFixtureSite;
test.beforeAll(async () => {
  shop = await startAriaFixtureSite();
});
test.afterAll(async () => {
  await shop.close();
});

/** Whether the pin's centre lies on the element. */
async function expectPinnedTo(pin: Locator, target: Locator): Promise<void> {
  const pinBox = await pin.boundingBox();
  const targetBox = await target.boundingBox();
  expect(pinBox && targetBox).toBeTruthy();
  const x = pinBox!.x + pinBox!.width / 2;
  const y = pinBox!.y + pinBox!.height / 2;
  expect(x).toBeGreaterThanOrEqual(targetBox!.x - 1);
  expect(x).toBeLessThanOrEqual(targetBox!.x + targetBox!.width + 1);
  expect(y).toBeGreaterThanOrEqual(targetBox!.y - 1);
  expect(y).toBeLessThanOrEqual(targetBox!.y + targetBox!.height + 1);
}

async function signUpWithProject(dashboard: Page, siteOrigin: string): Promise<string> {
  await dashboard.goto('/signup');
  await dashboard.getByLabel('Full name').fill('Dev Lead');
  await dashboard.getByLabel('Email').fill(`dev-${Date.now()}@example.com`);
  await dashboard.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await dashboard.getByLabel('Confirm password').fill('analytical-engine');
  await dashboard.getByRole('button', { name: 'Create account' }).click();
  await expect(dashboard).toHaveURL(/\/client\/dashboard$/);
  await dashboard.getByRole('button', { name: 'New project' }).click();
  await dashboard.getByLabel('Project name').fill('Acme garden tools');
  await dashboard.getByLabel('Site URL').fill(siteOrigin);
  await dashboard.getByRole('button', { name: 'Create project' }).click();
  const snippetBox = dashboard.getByTestId('install-snippet').first();
  await expect(snippetBox).toContainText('data-project="pk_');
  return (await snippetBox.textContent())?.trim() ?? '';
}

// Issue 20's promise: a DevFlow workspace installs the snippet on a page with problems and sees ARIA's
// comments about them in its dashboard without anyone writing one, pinned to the elements.
test("ARIA files a page's JavaScript error, NaN price and image without alt as comments pinned to them, live in the dashboard", async ({ browser }) => {
  const context = await browser.newContext();
  const dashboard = await context.newPage();
  const snippet = await signUpWithProject(dashboard, shop.origin);
  await dashboard.goto('/client/comments');
  await expect(dashboard.getByRole('heading', { name: 'Comments' })).toBeVisible();

  const site = await context.newPage();
  await site.goto(shop.pageUrl('shop', snippet));
  // Nobody writes anything: the visitor's browser found these once the page settled.
  const nanRow = dashboard.getByRole('link', { name: /A placeholder value is shown to visitors/ });
  const altRow = dashboard.getByRole('link', { name: /An image has no text alternative/ });
  await expect(nanRow).toBeVisible();
  await expect(altRow).toBeVisible();

  // The Buy button's handler throws: the error is pinned to the button the visitor used.
  await site.locator('#buy').click();
  const errorRow = dashboard.getByRole('link', { name: /A JavaScript error was not caught/ });
  await expect(errorRow).toBeVisible();
  await expect(errorRow).toContainText('ARIA');

  // The thread holds the evidence, written by ARIA.
  await nanRow.click();
  await expect(dashboard.getByText('Evidence: Shown: "NaN €"')).toBeVisible();

  // On the page, each comment is a pin on its element.
  await site.reload();
  await expectPinnedTo(site.getByRole('button', { name: /A placeholder value is shown to visitors/ }), site.locator('#price'));
  await expectPinnedTo(site.getByRole('button', { name: /An image has no text alternative/ }), site.locator('#hero'));
  await expectPinnedTo(site.getByRole('button', { name: /A JavaScript error was not caught/ }), site.locator('#buy'));
  await context.close();
});
