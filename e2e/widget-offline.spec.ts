import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { loadWidgetApp, openHostPage, pinComment, setAllowGuests, storedReplies, storedThreads } from './support/widget-project.ts';

/** The app loaded while online (as it is once a visitor has used it), then a pin written offline. */
async function pinOffline(context: BrowserContext, page: Page, text: string): Promise<void> {
  await loadWidgetApp(page);
  await context.setOffline(true);
  await pinComment(page, '#hero-copy', text);
  await expect(page.getByRole('button', { name: new RegExp(`^Comment 1 \\(sending\\): ${text}`) })).toBeVisible();
  // The pin shows "sending" before its first attempt: the composer closes once that attempt failed
  // offline and the outbox kept the comment (going online sooner would send it, or have it refused, at once).
  await expect(page.getByRole('form', { name: 'New comment' })).toHaveCount(0);
}

// Nothing written in the widget is lost to a flaky network, and nothing is stored twice: writes wait
// in the browser (shown as "sending") and go out when the network or the server is back.
test('a comment and a reply written offline arrive exactly once when the browser is back online', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { project, context, page } = await openHostPage(browser, appServer.url, hostSite);
  await pinOffline(context, page, 'Written on a train');
  await page.getByRole('button', { name: /Show comments/ }).click();
  const panel = page.locator('.cf-panel');
  await expect(panel.getByRole('button', { name: /Written on a train.*Sending…/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /^Comment 1: Written on a train/ })).toBeVisible();
  await expect(panel.getByText('Sending…')).toBeHidden();
  const threads = await storedThreads(appServer.url, project, 'Written on a train');
  expect(threads).toHaveLength(1);

  await page.getByRole('button', { name: /^Comment 1:/ }).click();
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await context.setOffline(true);
  await panel.getByRole('textbox', { name: 'Reply' }).fill('Still no signal here');
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.locator('.cf-comment', { hasText: 'Still no signal here' }).getByText('Sending…')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await context.setOffline(false);
  await expect(panel.locator('.cf-comment', { hasText: 'Still no signal here' }).locator('time')).toBeVisible();
  expect(await storedReplies(appServer.url, project, threads[0]!.id)).toEqual(['Still no signal here']);
  await context.close();
});

test('a comment whose answer was lost is retried and stored once, with its screenshot', async ({ browser, appServer, hostSite }) => {
  const { project, page } = await openHostPage(browser, appServer.url, hostSite);

  // The first POST reaches the server, which stores it; its answer never reaches the browser.
  let lost = 0;
  await page.route('**/api/widget/*/comments', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
    lost++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await pinComment(page, '#hero-copy', 'Sent into a tunnel', { withScreenshot: true });
  await expect(page.getByRole('button', { name: /^Comment 1: Sent into a tunnel/ })).toBeVisible();
  expect(lost).toBe(1);
  // The retry's answer carries the upload token the lost one did, so the screenshot still arrives.
  await expect
    .poll(async () => (await storedThreads(appServer.url, project, 'Sent into a tunnel'))[0]?.screenshot?.width ?? 0)
    .toBeGreaterThan(0);
  expect(await storedThreads(appServer.url, project, 'Sent into a tunnel')).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Comment 1: Sent into a tunnel/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Comment 2/ })).toHaveCount(0);
});

test('a screenshot whose upload fails waits in the browser, across a reload too, and arrives once when the network is back', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { project, context, page } = await openHostPage(browser, appServer.url, hostSite);
  let uploadsDown = true;
  let failedUploads = 0;
  await context.route('**/api/widget/*/comments/*/screenshot?*', (route) => {
    if (!uploadsDown) return route.fallback();
    failedUploads++;
    return route.abort('internetdisconnected');
  });
  const answered: number[] = [];
  context.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/comments\/[^/]+\/screenshot\?/.test(response.url())) answered.push(response.status());
  });

  // The comment itself is stored; its picture's upload fails.
  await pinComment(page, '#hero-copy', 'Picture on a flaky line', { withScreenshot: true });
  const pin = page.getByRole('button', { name: /^Comment 1: Picture on a flaky line/ });
  await expect(pin).toBeVisible();
  await expect.poll(() => failedUploads).toBeGreaterThan(0);
  expect((await storedThreads(appServer.url, project, 'Picture on a flaky line'))[0]?.screenshot).toBeNull();

  // The next visit tries again (still failing): the picture was kept in the browser.
  const failedBefore = failedUploads;
  await page.reload();
  await expect(pin).toBeVisible();
  await expect.poll(() => failedUploads).toBeGreaterThan(failedBefore);

  // The network is back: the picture goes at once, and once.
  uploadsDown = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () => (await storedThreads(appServer.url, project, 'Picture on a flaky line'))[0]?.screenshot?.width ?? 0)
    .toBeGreaterThan(0);
  // The server stores the picture before its answer reaches the browser.
  await expect.poll(() => answered).toEqual([201]);
  expect(await storedThreads(appServer.url, project, 'Picture on a flaky line')).toHaveLength(1);
  await expect(page.getByText('Your comment was sent, but the screenshot could not be attached.')).toHaveCount(0);
  await context.close();
});

test('a comment written while the server restarts is sent when it is back', async ({ browser, appServer, hostSite }) => {
  // Stopping and starting the real server takes a good part of the default minute on a busy machine.
  test.slow();
  const { project, page } = await openHostPage(browser, appServer.url, hostSite);
  await loadWidgetApp(page);

  await appServer.stop();
  await pinComment(page, '#hero-copy', 'Written during a deploy');
  await expect(page.getByRole('button', { name: /^Comment 1 \(sending\): Written during a deploy/ })).toBeVisible();
  await appServer.restart();
  await expect(page.getByRole('button', { name: /^Comment 1: Written during a deploy/ })).toBeVisible({ timeout: 30_000 });
  expect(await storedThreads(appServer.url, project, 'Written during a deploy')).toHaveLength(1);
});

test('a comment left unsent when the visitor leaves goes on the next visit with its screenshot, on a page with no pins yet', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { project, page } = await openHostPage(browser, appServer.url, hostSite);
  await loadWidgetApp(page);
  await page.route('**/api/widget/*/comments', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );
  await pinComment(page, '#buy', 'Written before closing the tab', { withScreenshot: true });
  await expect(page.getByRole('button', { name: /^Comment 1 \(sending\): Written before closing the tab/ })).toBeVisible();

  // The page has no stored pins, so the loader starts the app only because writes wait in the outbox;
  // the screenshot waited with the comment (IndexedDB) and is uploaded once the pin is stored.
  await page.unrouteAll();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/comments\/[^/]+\/screenshot\?/.test(request.url())) uploads.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Comment 1: Written before closing the tab/ })).toBeVisible();
  await expect
    .poll(async () => (await storedThreads(appServer.url, project, 'Written before closing the tab'))[0]?.screenshot?.width ?? 0)
    .toBeGreaterThan(0);
  expect(await storedThreads(appServer.url, project, 'Written before closing the tab')).toHaveLength(1);
  expect(uploads).toHaveLength(1);
});

test('a queued comment the server then refuses says why and can be discarded, instead of retrying forever', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { project, context, page } = await openHostPage(browser, appServer.url, hostSite);
  await pinOffline(context, page, 'Guests were allowed when I wrote this');
  await setAllowGuests(appServer.url, project, false);
  await context.setOffline(false);

  const pin = page.getByRole('button', { name: /^Comment 1 \(not sent\)/ });
  await expect(pin).toBeVisible();
  await pin.click();
  const panel = page.locator('.cf-panel');
  await expect(panel.getByRole('alert')).toHaveText('Sign in to comment on this site');
  await panel.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: /^Comment 1/ })).toHaveCount(0);
  expect(await storedThreads(appServer.url, project, 'Guests were allowed when I wrote this')).toHaveLength(0);
  await context.close();
});
