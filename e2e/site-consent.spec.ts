import type { Page } from '@playwright/test';
import { startAppServer } from './support/app-server.ts';
import { cookieDialog, sentEvents, storeConsent, storedConsent, trackedEvents } from './support/consent.ts';
import { guestComment, widgetRunning } from './support/demo-widget.ts';
import { test as base, expect } from './support/fixtures.ts';
import { hydrated } from './support/hydration.ts';

const MEASUREMENT_ID = 'G-E2ETEST42';
const TAG = /^https:\/\/www\.googletagmanager\.com\//;

// The server is configured with a measurement id, so only the visitor's consent decides.
const test = base.extend<{ tagRequests: string[] }>({
  appServer: [
    async ({}, use) => {
      const server = await startAppServer({ GA_MEASUREMENT_ID: MEASUREMENT_ID });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // No real network: the tag is answered here, and every request for it is recorded.
  tagRequests: async ({ context }, use) => {
    const requests: string[] = [];
    await context.route(TAG, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await use(requests);
  },
});

const dialog = cookieDialog;
const storage = storedConsent;

test('without a stored choice the cookie settings open; Necessary Only stores it and loads no analytics', async ({ page, tagRequests }) => {
  await page.goto('/');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel(/Essential/)).toBeChecked();
  await expect(dialog(page).getByLabel(/Essential/)).toBeDisabled();
  await expect(dialog(page).getByLabel(/Analytics/)).not.toBeChecked();
  await expect(dialog(page).getByLabel(/Marketing/)).not.toBeChecked();

  await dialog(page).getByRole('button', { name: 'Necessary Only', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storage(page)).toEqual({ consent: 'necessary', preferences: { necessary: true, analytics: false, marketing: false } });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(tagRequests).toEqual([]);
});

test('Accept All loads the analytics tag with the configured id and sends page views', async ({ page, tagRequests }) => {
  await page.goto('/premium');
  const tag = page.waitForRequest(TAG);
  await dialog(page).getByRole('button', { name: 'Accept All', exact: true }).click();
  expect((await tag).url()).toBe(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
  await expect(dialog(page)).toBeHidden();
  expect(await storage(page)).toEqual({ consent: 'accepted', preferences: { necessary: true, analytics: true, marketing: true } });

  const pageViews = async () => (await sentEvents(page)).filter(({ name }) => name === 'page_view').map(({ params }) => params.page_path);
  await expect.poll(pageViews).toEqual(['/premium']);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
  await expect.poll(pageViews).toEqual(['/premium', '/products/dev-flow']);
  expect(tagRequests).toHaveLength(1);
});

test('the footer reopens the settings, and a custom choice is saved', async ({ page, tagRequests }) => {
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Necessary Only', exact: true }).click();
  await expect(dialog(page)).toBeHidden();

  await hydrated(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page)
    .getByLabel(/Marketing/)
    .check();
  await dialog(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storage(page)).toEqual({ consent: 'accepted', preferences: { necessary: true, analytics: false, marketing: true } });
  await page.waitForLoadState('networkidle');
  expect(tagRequests).toEqual([]);

  await page.goto('/cookies');
  // The stored choice is read once React has taken the prerendered page over.
  await hydrated(page.getByRole('button', { name: 'Open cookie settings' }));
  await page.getByRole('button', { name: 'Open cookie settings' }).click();
  await expect(dialog(page).getByLabel(/Marketing/)).toBeChecked();
  await dialog(page)
    .getByLabel(/Analytics/)
    .check();
  const tag = page.waitForRequest(TAG);
  await dialog(page).getByRole('button', { name: 'Save choices' }).click();
  await tag;
  expect(await storage(page)).toEqual({ consent: 'accepted', preferences: { necessary: true, analytics: true, marketing: true } });
});

test('with analytics consent the demo reports the widget loading and a comment sent through it', async ({ page, context, tagRequests }) => {
  await storeConsent(context, { necessary: true, analytics: true, marketing: false });
  await page.goto('/demo');
  await expect(widgetRunning(page)).toBeVisible({ timeout: 30_000 });
  const tracked = (name: string) => trackedEvents(page, name);
  await expect.poll(() => tracked('widget_load')).toEqual([['engagement', '/demo']]);

  await guestComment(page, '#product-price', 'Tracked comment');
  await expect.poll(() => tracked('comment_created')).toEqual([['comment', 'widget']]);
  expect(tagRequests).toHaveLength(1);
});

const LEGAL_LINKS = [
  ['Terms and conditions', '/terms-and-conditions'],
  ['Privacy policy', '/privacy'],
  ['Cookie policy', '/cookies'],
] as const;

/** docs/product/screens.md consent on a page a visitor may land on first: the choice closes the modal, is stored, and the footer reopens it. */
async function chooseAndReopen(page: Page, choice: 'Necessary Only' | 'Accept All') {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel(/Essential/)).toBeChecked();
  await expect(dialog(page).getByLabel(/Essential/)).toBeDisabled();
  await dialog(page).getByRole('button', { name: choice, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  const analytics = choice === 'Accept All';
  expect(await storage(page)).toEqual({
    consent: analytics ? 'accepted' : 'necessary',
    preferences: { necessary: true, analytics, marketing: analytics },
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  // A prerendered page's button works once the app has taken it over.
  await hydrated(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel(/Analytics/)).toBeChecked({ checked: analytics });
}

test('the docs ask for consent too, and their footer has the legal links and "Cookie settings"', async ({ page, tagRequests }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'CommentFlow documentation' })).toBeVisible();
  await chooseAndReopen(page, 'Necessary Only');
  await dialog(page).getByRole('button', { name: 'Necessary Only', exact: true }).click();

  const footer = page.getByRole('contentinfo');
  for (const [name, path] of LEGAL_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await footer.getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(tagRequests).toEqual([]);
});

test('on the demo. host consent is asked and given there: Accept All starts analytics and reports the widget', async ({
  page,
  appServer,
  tagRequests,
}) => {
  const demo = `http://demo.localhost:${appServer.port}`;
  await page.goto(`${demo}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Try CommentFlow live' })).toBeVisible();
  const tag = page.waitForRequest(TAG);
  await chooseAndReopen(page, 'Accept All');
  await tag;
  await dialog(page).getByRole('button', { name: 'Accept All', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(widgetRunning(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => trackedEvents(page, 'widget_load')).toEqual([['engagement', '/']]);

  // The shell has no legal pages of its own: the footer leads to the main site's.
  const footer = page.getByRole('contentinfo');
  const main = `http://localhost:${appServer.port}`;
  for (const [name, path] of LEGAL_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${main}${path}`);
  }
  await footer.getByRole('link', { name: 'Cookie policy', exact: true }).click();
  await expect(page).toHaveURL(`${main}/cookies`);
  // A choice belongs to its host (local storage), so the main site asks for its own.
  await expect(dialog(page)).toBeVisible();
  expect(tagRequests.length).toBeGreaterThanOrEqual(1);
});
