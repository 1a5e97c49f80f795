import type { Page } from '@playwright/test';
import { startAppServer } from './support/app-server.ts';
import { guestComment, widgetRunning } from './support/demo-widget.ts';
import { test as base, expect } from './support/fixtures.ts';

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

const storage = (page: Page) =>
  page.evaluate(() => ({ consent: localStorage.getItem('cookieConsent'), preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') }));

/** The `gtag('event', name, params)` calls the page has made, read from GA's dataLayer. */
const sentEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      const args = Array.from(entry as ArrayLike<unknown>);
      return args[0] === 'event' ? [{ name: args[1] as string, params: args[2] as Record<string, string | undefined> }] : [];
    }),
  );

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

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
  await expect.poll(pageViews).toEqual(['/premium', '/landing-original']);
  expect(tagRequests).toHaveLength(1);
});

test('the footer reopens the settings, and a custom choice is saved', async ({ page, tagRequests }) => {
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Necessary Only', exact: true }).click();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel(/Marketing/).check();
  await dialog(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storage(page)).toEqual({ consent: 'accepted', preferences: { necessary: true, analytics: false, marketing: true } });
  await page.waitForLoadState('networkidle');
  expect(tagRequests).toEqual([]);

  await page.goto('/cookies');
  await page.getByRole('button', { name: 'Open cookie settings' }).click();
  await expect(dialog(page).getByLabel(/Marketing/)).toBeChecked();
  await dialog(page).getByLabel(/Analytics/).check();
  const tag = page.waitForRequest(TAG);
  await dialog(page).getByRole('button', { name: 'Save choices' }).click();
  await tag;
  expect(await storage(page)).toEqual({ consent: 'accepted', preferences: { necessary: true, analytics: true, marketing: true } });
});

test('with analytics consent the demo reports the widget loading and a comment sent through it', async ({ page, tagRequests }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('cookiePreferences', JSON.stringify({ necessary: true, analytics: true, marketing: false }));
  });
  await page.goto('/demo');
  await expect(widgetRunning(page)).toBeVisible({ timeout: 30_000 });
  const tracked = async (name: string) =>
    (await sentEvents(page)).filter((event) => event.name === name).map(({ params }) => [params.event_category, params.event_label]);
  await expect.poll(() => tracked('widget_load')).toEqual([['engagement', '/demo']]);

  await guestComment(page, '#product-price', 'Tracked comment');
  await expect.poll(() => tracked('comment_created')).toEqual([['comment', 'widget']]);
  expect(tagRequests).toHaveLength(1);
});
