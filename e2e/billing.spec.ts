import type { Page } from '@playwright/test';
import { COLOUR_RULES, seriousAxeFindings } from './support/axe.ts';
import { test, expect } from './support/fixtures.ts';
import { startAppServer } from './support/app-server.ts';
import { endTrial } from './support/billing.ts';
import { storeConsent } from './support/consent.ts';
import { grantInstanceAdmin } from './support/grant-admin.ts';
import { copyThread, createSiteProject, postWidgetComment, signUpInBrowser, signUpInUi } from './support/dashboard-helpers.ts';
import { toastWith } from './support/toast.ts';
import { createWidgetProject, startComment } from './support/widget-project.ts';

const SITE = 'http://shop.localhost';
const NOT_CONFIGURED = 'Payment system not configured yet. Please contact support.';

/** The next alert() the page raises, dismissed, and its text. */
const nextAlert = (page: Page) =>
  new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));

test('Billing shows the trial, the usage bars and the plans; checkout with placeholder variants only alerts; the upgrade return confirms', async ({
  page,
}) => {
  await signUpInBrowser(page, 'Bella Billing');
  await page.getByRole('link', { name: 'Billing' }).first().click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Pro trial');
  await expect(page.getByText('Your Pro trial ends in 2 weeks', { exact: true })).toBeVisible();
  // A trial has Pro limits: unlimited, shown as 0% and green.
  const comments = page.getByTestId('usage-comments');
  await expect(comments).toContainText('0 (unlimited)');
  await expect(comments).toHaveAttribute('data-colour', 'green');
  await expect(comments.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const compare = page.getByRole('table', { name: 'What each plan includes' });
  await expect(compare.getByRole('row', { name: /^Comments/ })).toHaveText(/Comments\s*200\s*1,000\s*Unlimited/);
  await expect(compare.getByRole('row', { name: /^Projects/ })).toHaveText(/Projects\s*1\s*5\s*Unlimited/);

  // The ladder starts at tier1; placeholder variants open no tab, only the spec's alert.
  await expect(page.getByTestId('tier-tier1')).toContainText('Recommended next step');
  let opened = false;
  page.context().on('page', () => (opened = true));
  const alert = nextAlert(page);
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  expect(await alert).toBe(NOT_CONFIGURED);
  const again = nextAlert(page);
  await page.getByRole('button', { name: 'Choose Pro (yearly)' }).click();
  expect(await again).toBe(NOT_CONFIGURED);
  expect(opened).toBe(false);

  await page.goto('/app/billing?upgrade=success');
  await expect(page).toHaveURL(/\/client\/billing\?upgrade=success$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for upgrading!' })).toBeVisible();
});

test('a visitor picking a plan on /premium signs up with it remembered and lands in its checkout', async ({ page, context }) => {
  await storeConsent(context);
  await page.goto('/premium');
  await expect(page.getByText('Up to 1,000 comments')).toBeVisible();
  await expect(page.getByText('Up to 5 projects')).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const alert = nextAlert(page);
  await signUpInUi(page, 'Paula Premium', `paula-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/client\/billing\?upgrade=pro$/);
  expect(await alert).toBe(NOT_CONFIGURED);
  await expect(page.getByTestId('tier-tier2')).toContainText('Recommended next step');
});

test('an ended trial: the popup with usage bars and plans, its export states, then the banner full and compact, dismissed for good', async ({
  page,
  appServer,
}) => {
  const user = await signUpInBrowser(page, 'Rita Retention');
  const project = await createSiteProject(page, user, SITE);
  const first = await postWidgetComment(page, project, SITE, 'The cart total is wrong');
  copyThread(appServer.dataDir, first.id, 124, new Date());
  endTrial(appServer.dataDir, user.workspaceId, 25); // 5 days left: warning
  await page.reload();

  const popup = page.getByRole('dialog', { name: 'Your data is scheduled for deletion in 5 days' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Your Pro trial has ended. Upgrade to keep your comments, projects and screenshots.');
  // 125 of the free plan's 200 comments: 63%, yellow; the one project of one: full, red.
  await expect(popup.getByTestId('usage-comments')).toContainText('125 of 200');
  await expect(popup.getByTestId('usage-comments')).toHaveAttribute('data-colour', 'yellow');
  await expect(popup.getByTestId('usage-projects')).toHaveAttribute('data-colour', 'red');
  await expect(popup.getByRole('table', { name: 'What each plan includes' })).toBeVisible();

  // Export: a failure first, then success with the server's words.
  let fail = true;
  await page.route('**/api/retention/request-export', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: 'internal', message: 'down' } }) : route.continue(),
  );
  await popup.getByRole('button', { name: 'Export data' }).click();
  await expect(popup.getByTestId('export-state')).toHaveText('Failed to request export. Please try again.');
  await expect(toastWith(page, 'Export failed')).toContainText('Please try again later.');
  fail = false;
  await popup.getByRole('button', { name: 'Export data' }).click();
  await expect(popup.getByTestId('export-state')).toHaveAttribute('data-state', 'success');
  await expect(popup.getByTestId('export-state')).toHaveText(
    'We are preparing your export. You will be told here when it is ready to download.',
  );
  await expect(popup.getByRole('button', { name: 'Export data' })).toBeDisabled();
  await popup.getByRole('button', { name: 'Remind me later' }).click();
  await expect(popup).toBeHidden();

  const banner = page.getByTestId('retention-banner-full');
  await expect(banner).toHaveAttribute('data-level', 'warning');
  await expect(banner).toContainText('Your data is scheduled for deletion in 5 days');
  await expect(banner.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await banner.getByRole('button', { name: 'Export data' }).click();
  const submitted = banner.getByText("Export request submitted! You'll receive an email when your data is ready for download.");
  await expect(submitted).toBeVisible();
  await expect(submitted).toBeHidden();

  await banner.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(page.getByTestId('retention-banner-compact')).toContainText('Your data is scheduled for deletion in 5 days');
  await expect(page.getByTestId('current-plan')).toHaveText('Free plan');

  const dismissed = page.waitForResponse((response) => response.url().endsWith('/api/retention/acknowledge'));
  await banner.getByRole('button', { name: 'Dismiss warning' }).click();
  expect((await dismissed).request().postDataJSON()).toEqual({ warningType: 'banner_dismissed', daysRemaining: 5 });
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('retention-banner-compact')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByTestId('retention-banner-compact')).toBeHidden();
});

test('a critical warning must be acknowledged: the popup sends popup_acknowledged and the toast says so', async ({ page, appServer }) => {
  const user = await signUpInBrowser(page, 'Carl Critical');
  endTrial(appServer.dataDir, user.workspaceId, 29); // 1 day left
  await page.reload();
  const popup = page.getByRole('dialog', { name: 'Your data will be deleted in 1 day' });
  await expect(popup).toContainText('Upgrade or reactivate your plan now to keep your 0 comments.');
  const acknowledged = page.waitForResponse((response) => response.url().endsWith('/api/retention/acknowledge'));
  await popup.getByRole('button', { name: 'I understand' }).click();
  expect((await acknowledged).request().postDataJSON()).toEqual({ warningType: 'popup_acknowledged', daysRemaining: 1 });
  await expect(toastWith(page, 'Warning acknowledged')).toContainText("We'll remind you again later.");
  await expect(page.getByTestId('retention-banner-full')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(popup).toBeHidden();
});

test('limits in the dashboard: approaching 80% is said first, then the refused project names the limit with the way to upgrade', async ({
  page,
  appServer,
}) => {
  const user = await signUpInBrowser(page, 'Lena Limit');
  const project = await createSiteProject(page, user, SITE);
  const first = await postWidgetComment(page, project, SITE, 'Header logo is blurry');
  copyThread(appServer.dataDir, first.id, 169, new Date());
  endTrial(appServer.dataDir, user.workspaceId, 3);
  await page.goto('/client/dashboard');
  // The popup is not due yet (27 days left); the usage is.
  await expect(page.getByTestId('usage-notice')).toHaveText(/You have used 85% of your Free plan's comments\.\s*Upgrade/);

  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill('Second site');
  await page.getByLabel('Site URL').fill('https://second.example.com');
  await page.getByRole('button', { name: 'Create project' }).click();
  const limit = page.getByTestId('plan-limit');
  await expect(limit).toContainText('Your Free plan allows 1 project');
  await limit.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(page.getByTestId('usage-comments')).toHaveAttribute('data-colour', 'red');
});

test('a limit reached in the widget: the visitor reads the limit and the way to upgrade, nothing is stored', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const { workspaces } = await (
    await fetch(`${appServer.url}/api/workspaces`, { headers: { authorization: `Bearer ${project.token}` } })
  ).json();
  const workspaceId = workspaces[0].id as string;
  const seed = await fetch(`${appServer.url}/api/widget/${project.key}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: hostSite.origin },
    body: JSON.stringify({
      clientId: crypto.randomUUID(),
      body: 'Seed',
      pageUrl: `${hostSite.origin}/`,
      pageTitle: 'Home',
      anchor: { selector: '#buy', offsetX: 0.5, offsetY: 0.5 },
      viewport: { width: 1280, height: 800 },
      guest: { name: 'Seed', email: 'seed@example.com' },
    }),
  });
  const { comment } = await seed.json();
  copyThread(appServer.dataDir, comment.id, 199, new Date());
  endTrial(appServer.dataDir, workspaceId, 1);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(hostSite.pageUrl(project.snippet));
  await startComment(page, '#hero-copy', 'One too many');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your Free plan allows 200 comments' })).toHaveText(
    'Your Free plan allows 200 comments. The workspace owner can upgrade its plan in Billing.',
  );
  const count = await fetch(`${appServer.url}/api/retention/status`, { headers: { authorization: `Bearer ${project.token}` } });
  expect((await count.json()).commentCount).toBe(200);
  await context.close();
});

test('an instance admin ends a trial and extends it, each change in the audit log, and the owner sees it', async ({
  page,
  browser,
  appServer,
}) => {
  const ownerContext = await browser.newContext({ baseURL: appServer.url });
  const owner = await ownerContext.newPage();
  await signUpInBrowser(owner, 'Tina Trialist');
  const admin = await signUpInBrowser(page, 'Andy Admin');
  grantInstanceAdmin(appServer, admin.email);
  await page.goto('/client/admin');
  await page.getByPlaceholder('Find workspaces by name or slug').fill('tina');
  await page.getByRole('button', { name: "End the trial of Tina Trialist's workspace now" }).click();
  await expect(page.getByRole('cell', { name: /Ended / })).toBeVisible();

  await owner.goto('/client/billing');
  await expect(owner.getByTestId('current-plan')).toHaveText('Free plan');
  await expect(owner.getByText(/Trial ended: data will be deleted on/)).toBeVisible();

  await page.getByRole('button', { name: "Extend the trial of Tina Trialist's workspace by 14 days" }).click();
  await expect(page.getByRole('cell', { name: /Until / })).toBeVisible();
  const audit = page.getByRole('listitem').filter({ hasText: "Andy Admin changed Tina Trialist's workspace" });
  await expect(audit).toHaveCount(2);
  await expect(audit.first()).toContainText('{"extendTrialDays":14}');
  await expect(audit.last()).toContainText('{"endTrial":true}');

  await owner.reload();
  await expect(owner.getByTestId('current-plan')).toHaveText('Pro trial');
  await ownerContext.close();
});

test('the retention popup and banner, the Billing page with them, pass axe in light and dark, and fit a phone', async ({
  page,
  appServer,
}) => {
  const user = await signUpInBrowser(page, 'Axel Axe');
  endTrial(appServer.dataDir, user.workspaceId, 25); // 5 days: warning, the popup not to be acknowledged
  const findings: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/client/billing');
    const popup = page.getByRole('dialog', { name: 'Your data is scheduled for deletion in 5 days' });
    await expect(popup).toBeVisible();
    findings.push(...(await seriousAxeFindings(page, `${colorScheme} retention popup`, colorScheme === 'dark' ? COLOUR_RULES : undefined)));
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('retention-banner-full')).toHaveAttribute('data-level', 'warning');
    findings.push(
      ...(await seriousAxeFindings(page, `${colorScheme} billing with the banners`, colorScheme === 'dark' ? COLOUR_RULES : undefined)),
    );
  }
  expect(findings).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const popup = page.getByRole('dialog', { name: 'Your data is scheduled for deletion in 5 days' });
  await expect(popup).toBeVisible();
  // The popup fits the phone's width, its buttons reachable by scrolling inside it.
  const box = await popup.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await popup.getByRole('button', { name: 'Remind me later' }).scrollIntoViewIfNeeded();
  await popup.getByRole('button', { name: 'Remind me later' }).click();
  await expect(popup).toBeHidden();
});

test('with the checkout configured: /premium shows the prices, and a plan opens the hosted page in a new tab with the spec parameters', async ({
  browser,
}) => {
  const configured = await startAppServer({
    CHECKOUT_URL: 'https://pay.example.com/checkout/buy',
    CHECKOUT_VARIANT_TIER1: '1001',
    CHECKOUT_VARIANT_TIER2: '1002',
    CHECKOUT_VARIANT_TIER3: '1003',
    CHECKOUT_PRICE_TIER1: '$12',
    CHECKOUT_PRICE_TIER2: '$29',
    CHECKOUT_PRICE_TIER3: '$290',
  });
  const context = await browser.newContext({ baseURL: configured.url });
  try {
    await storeConsent(context);
    // The provider's page, as the new tab would load it.
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Checkout</h1>' }));
    const page = await context.newPage();
    await page.goto('/premium');
    await expect(page.getByTestId('price-starter')).toHaveText('$12 / month');
    await expect(page.getByTestId('price-pro')).toHaveText('$29 / monthor $290 / year');

    const user = await signUpInBrowser(page, 'Cody Checkout');
    await page.goto('/client/billing');
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    const checkout = await tab;
    await checkout.waitForLoadState();
    const url = new URL(checkout.url());
    expect(url.origin + url.pathname).toBe('https://pay.example.com/checkout/buy/1001');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'checkout[email]': user.email,
      'checkout[custom][user_id]': expect.any(String),
      'checkout[custom][workspace_id]': user.workspaceId,
      'checkout[custom][data]': '{"tier":"tier1","plan":"starter"}',
      success_url: `${configured.url}/app/billing?upgrade=success`,
      cancel_url: `${configured.url}/client/billing`,
    });
  } finally {
    await context.close();
    await configured.stop();
  }
});
