import { guestComment, widgetRunning } from './support/demo-widget.ts';
import { storeConsent } from './support/consent.ts';
import { test, expect } from './support/fixtures.ts';

// Visitors who already chose their cookies; the consent modal itself is site-consent.spec.ts.
test.beforeEach(async ({ context }) => storeConsent(context));

// The demo pages run the real widget (/widget.js with the key of GET /api/demo) against the public
// demo project, so anyone can leave a guest comment without an account.

const DEMOS = [
  ['/demo', 'Try CommentFlow live', 'Live demo | CommentFlow'],
  ['/devflow-demo', 'DevFlow demo', 'DevFlow demo | CommentFlow'],
  ['/demo/customer', 'Customer demo', 'Customer demo | CommentFlow'],
  ['/demo/notifications', 'Notifications demo', 'Notifications demo | CommentFlow'],
  ['/demo/animation-test', 'Animation test', 'Animation demo | CommentFlow'],
  ['/demo/async-notifications', 'Asynchronous notifications', 'Asynchronous notifications demo | CommentFlow'],
  ['/widget-test', 'Widget test page', 'Widget test page | CommentFlow'],
  ['/widget-embed', 'Embed the widget', 'Embed the widget | CommentFlow'],
] as const;

for (const [path, heading, title] of DEMOS) {
  test(`${path} shows "${heading}" with the real widget running`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    // Generous: on a busy machine the script, the key check and the page's pins take a while.
    await expect(widgetRunning(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /comment/i }).last()).toBeVisible();
  });
}

test('a guest pins a comment on /demo without an account, and it is still there after a reload', async ({ page }) => {
  await page.goto('/demo');
  await expect(widgetRunning(page)).toBeVisible();
  await guestComment(page, '#product-price', 'Is the price with VAT?');
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  await page.getByRole('button', { name: /^Comment 1:/ }).click();
  await expect(page.getByText('Is the price with VAT?').first()).toBeVisible();
});

test('moving between demo pages starts the widget afresh for each page', async ({ page }) => {
  await page.goto('/demo');
  await expect(widgetRunning(page)).toBeVisible();
  await page.getByRole('link', { name: /Customer demo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer demo' })).toBeVisible();
  await expect(widgetRunning(page)).toBeVisible();
  await guestComment(page, '#help-title', 'Add opening hours here');
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  // Exactly one widget on the page.
  await expect(page.locator('script[src="/widget.js"]')).toHaveCount(1);
});

test('the notifications demo shows a comment made in another tab the moment it is sent', async ({ context }) => {
  const feed = await context.newPage();
  await feed.goto('/demo/notifications');
  await expect(feed.getByText('Connected')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/demo/animation-test');
  await expect(widgetRunning(other)).toBeVisible();
  await guestComment(other, '#growing-title', 'The panel text is cut off');
  await expect(other.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();

  const notifications = feed.getByRole('list', { name: 'Notifications' });
  await expect(notifications.getByText('Gina Guest commented')).toBeVisible();
  await expect(notifications.getByText('The panel text is cut off')).toBeVisible();
});

test('async notifications keep what arrived while away as unread, and count it in the title', async ({ context }) => {
  const inbox = await context.newPage();
  await inbox.goto('/demo/async-notifications');
  await expect(widgetRunning(inbox)).toBeVisible();
  await inbox.getByRole('button', { name: "I'm away" }).click();

  const other = await context.newPage();
  await other.goto('/demo/customer');
  await expect(widgetRunning(other)).toBeVisible();
  await guestComment(other, '#faq-title', 'Add a question about gift cards');
  await expect(other.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();

  await expect(inbox.getByText('1 unread')).toBeVisible();
  await expect(inbox).toHaveTitle(/^\(1\) /);
  await inbox.getByRole('button', { name: "I'm back" }).click();
  await expect(inbox.getByText('Add a question about gift cards').first()).toBeVisible();
  await inbox.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(inbox.getByText('0 unread')).toBeVisible();
  await expect(inbox).not.toHaveTitle(/^\(\d+\) /);
});

test('bring your own key: a bad key is explained, a real key runs the widget with that project', async ({ page, request }) => {
  const { projectKey } = (await (await request.get('/api/demo')).json()) as { projectKey: string };
  await page.goto('/demo/byok');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your own key' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Widget not loaded' })).toBeVisible();

  await page.getByLabel('Project key', { exact: true }).fill('not-a-key');
  await page.getByRole('button', { name: 'Load the widget with this key' }).click();
  await expect(page.getByText('A project key starts with pk_')).toBeVisible();

  await page.getByLabel('Project key', { exact: true }).fill('pk_aaaaaaaaaaaaaaaaaaaaaaaa');
  await page.getByRole('button', { name: 'Load the widget with this key' }).click();
  await expect(page.getByText('No project has this key')).toBeVisible();

  await page.getByLabel('Project key', { exact: true }).fill(projectKey);
  await page.getByRole('button', { name: 'Load the widget with this key' }).click();
  await expect(page.getByText('Running with "Public demo".')).toBeVisible();
  await expect(widgetRunning(page)).toBeVisible();
});

test('the widget test page drives the widget API, and the embed page shows the real tag', async ({ page, request, appServer }) => {
  await page.goto('/widget-test');
  await expect(widgetRunning(page)).toBeVisible();
  await page.getByRole('button', { name: 'CommentFlow.destroy()' }).click();
  await expect(page.getByRole('list', { name: 'API calls' })).toContainText('destroy() called');
  await page.getByRole('button', { name: 'CommentFlow.open()' }).click();
  await expect(page.getByRole('list', { name: 'API calls' })).toContainText('open(): the widget is not running');
  await page.getByRole('button', { name: 'Restart the widget' }).click();
  await expect(widgetRunning(page)).toBeVisible();

  const { projectKey } = (await (await request.get('/api/demo')).json()) as { projectKey: string };
  await page.goto('/widget-embed');
  await expect(page.getByTestId('demo-snippet')).toHaveText(
    `<script src="${appServer.url}/widget.js" data-project="${projectKey}" async></script>`,
  );
});
