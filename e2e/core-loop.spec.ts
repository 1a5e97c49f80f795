import { test, expect } from './support/fixtures.ts';
import { expectPinnedTo } from './support/pins.ts';

// Issue #2's promise, end to end: sign up, create a project, paste its snippet into a page of another
// origin, pin a comment there, see it arrive live in the dashboard, answer it from the dashboard and
// see the answer arrive live in the widget, and find it all again after a server restart.
test('a comment pinned on a third-party page reaches the dashboard live, and a reply comes back live', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const context = await browser.newContext();
  const dashboard = await context.newPage();

  await dashboard.goto('/signup');
  await dashboard.getByLabel('Full name').fill('Ada Lovelace');
  await dashboard.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await dashboard.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await dashboard.getByLabel('Confirm password').fill('analytical-engine');
  await dashboard.getByRole('button', { name: 'Create account' }).click();
  await expect(dashboard).toHaveURL(/\/client\/dashboard$/);

  await dashboard.getByRole('button', { name: 'New project' }).click();
  await dashboard.getByLabel('Project name').fill('Acme Store');
  await dashboard.getByLabel('Site URL').fill(hostSite.origin);
  await dashboard.getByRole('button', { name: 'Create project' }).click();
  const snippetBox = dashboard.getByTestId('install-snippet').first();
  await expect(snippetBox).toContainText('data-project="pk_');
  const snippet = (await snippetBox.textContent())?.trim() ?? '';
  expect(snippet).toMatch(/^<script src="http:\/\/localhost:\d+\/widget\.js" data-project="pk_[\w-]+" async><\/script>$/);

  await dashboard.goto('/client/comments');
  await expect(dashboard.getByRole('heading', { name: 'Comments' })).toBeVisible();

  const site = await context.newPage();
  await site.goto(hostSite.pageUrl(snippet));
  await expect(site.getByRole('button', { name: /comment/i }).first()).toBeVisible();
  await site.locator('body').press('c');
  await site.locator('#hero-copy').click();
  await site.getByRole('textbox', { name: 'Comment' }).fill('The price line wraps badly on tablets');
  const name = site.getByRole('textbox', { name: 'Your name' });
  if (await name.isVisible()) {
    await name.fill('Grace Client');
    await site.getByRole('textbox', { name: 'Your email' }).fill('grace@client.example');
  }
  await site.getByRole('button', { name: 'Send', exact: true }).click();
  const pin = site.getByRole('button', { name: /^Comment 1:/ });
  await expect(pin).toBeVisible();

  // Live in the dashboard: the list was open before the comment existed, and nothing reloads it.
  const row = dashboard.getByRole('link', { name: /The price line wraps badly on tablets/ });
  await expect(row).toBeVisible();

  // The pin sits on the element it was made on.
  await expectPinnedTo(pin, site.locator('#hero-copy'));

  // The widget's thread is open before the reply is written, so the reply must arrive live.
  await pin.click();
  await expect(site.getByText('The price line wraps badly on tablets').first()).toBeVisible();

  await row.click();
  await dashboard.getByRole('textbox', { name: 'Reply' }).fill('Fixed in the next deploy');
  await dashboard.getByRole('button', { name: 'Send reply' }).click();
  await expect(dashboard.getByText('Fixed in the next deploy')).toBeVisible();
  await expect(site.getByText('Fixed in the next deploy')).toBeVisible();

  // Stored, not held in memory: a restart keeps the thread, and the pin comes back on reload. The open
  // dashboard comes back by itself, still signed in on the thread; the list is then opened in a new tab
  // (a navigation of the old tab while it was reading again what it missed was twice aborted,
  // net::ERR_ABORTED, under a full run's load).
  const threadUrl = dashboard.url();
  await appServer.restart();
  await expect(dashboard.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(dashboard.getByText('Fixed in the next deploy')).toBeVisible();
  expect(dashboard.url()).toBe(threadUrl);
  await dashboard.close();
  const later = await context.newPage();
  await later.goto('/client/comments');
  await expect(later.getByRole('link', { name: /The price line wraps badly on tablets/ })).toBeVisible();
  await site.reload();
  await expect(site.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();

  await context.close();
});
