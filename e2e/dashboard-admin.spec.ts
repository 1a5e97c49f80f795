import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { signUpInBrowser } from './support/dashboard-helpers.ts';
import { grantInstanceAdmin } from './support/grant-admin.ts';
import { setTrialEnd } from './support/trial.ts';

async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('admin-test-pass');
  await page.getByLabel('Confirm password').fill('admin-test-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  return email;
}

test('an instance admin sees system health, disables an account and overrides a plan; others are kept out', async ({ page, appServer }) => {
  // Two page loads, an operator command and two saved changes: more steps than most tests.
  test.setTimeout(120_000);
  const otherEmail = `otto-${Date.now()}@example.com`;
  // Outside the browser: the page must not pick up Otto's session cookie.
  const signedUp = await fetch(`${appServer.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: otherEmail, password: 'admin-test-pass', displayName: 'Otto Other' }),
  });
  expect(signedUp.status).toBe(201);

  const adminEmail = await signUp(page, 'Ada Admin');
  await page.goto('/client/admin');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);

  grantInstanceAdmin(appServer, adminEmail);
  await page.goto('/client/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/client\/admin$/);
  await expect(page.getByText('SQLite')).toBeVisible();

  const users = page.getByRole('table', { name: 'Users' });
  await page.getByPlaceholder('Find users by e-mail or name').fill('otto');
  const ottoRow = users.getByRole('row', { name: /Otto Other/ });
  await expect(ottoRow).toBeVisible();
  await expect(users.getByRole('row', { name: /Ada Admin/ })).toBeHidden();
  await ottoRow.getByRole('button', { name: `Disable ${otherEmail}` }).click();
  await expect(ottoRow.getByText('Disabled')).toBeVisible();
  const refused = await page.request.post('/api/auth/signin', { data: { email: otherEmail, password: 'admin-test-pass' } });
  expect(refused.status()).toBe(403);

  await page.getByPlaceholder('Find workspaces by name or slug').fill('otto');
  await page.getByLabel("Plan of Otto Other's workspace").selectOption('pro');
  await expect(page.getByLabel("Plan of Otto Other's workspace")).toBeEnabled();
  await page.reload();
  await page.getByPlaceholder('Find workspaces by name or slug').fill('otto');
  await expect(page.getByLabel("Plan of Otto Other's workspace")).toHaveValue('pro');
});

test('the test console monitor shows the workspace events as they arrive', async ({ page }) => {
  await signUp(page, 'Monitor Mia');
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const { workspaces } = await (await page.request.get('/api/workspaces', { headers })).json();
  const created = await page.request.post(`/api/workspaces/${workspaces[0].id}/projects`, {
    headers,
    data: { name: 'Shop', siteUrl: 'http://shop.localhost' },
  });
  const { project } = await created.json();

  await page.goto('/client/test-console-monitor');
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for events' })).toBeVisible();

  await page.request.post(`/api/widget/${project.publicKey}/comments`, {
    headers: { ...headers, origin: 'http://shop.localhost' },
    data: {
      clientId: crypto.randomUUID(),
      body: '<img src=x onerror=alert(1)> the cart total is wrong',
      pageUrl: 'http://shop.localhost/cart',
      anchor: { selector: '#total', offsetX: 0.5, offsetY: 0.5 },
      viewport: { width: 1280, height: 800 },
    },
  });
  const events = page.getByRole('list', { name: 'Received events' });
  const entry = events.getByText('Monitor Mia pinned a comment on /cart: “<img src=x onerror=alert(1)> the cart total is wrong”');
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(events.getByText('"pageUrl": "http://shop.localhost/cart"')).toBeVisible();

  await page.getByText('comment-created', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'No event of the chosen types' })).toBeVisible();
});

test('an admin marks a workspace exempt: its owner is no longer warned about the trial', async ({ page, browser, appServer }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ baseURL: appServer.url });
  const owner = await ownerContext.newPage();
  const erin = await signUpInBrowser(owner, 'Erin Exempt');
  setTrialEnd(appServer.dataDir, erin.workspaceId, 2);
  await owner.reload();
  const warning = owner.getByRole('dialog', { name: 'Your Pro trial ends in 2 days' });
  await warning.getByRole('button', { name: 'Maybe later' }).click();
  const banner = owner.getByRole('status').filter({ hasText: 'Your Pro trial ends in' });
  await expect(banner).toContainText('Your Pro trial ends in 2 days.');

  grantInstanceAdmin(appServer, await signUp(page, 'Adam Admin'));
  await page.goto('/client/admin');
  await page.getByPlaceholder('Find workspaces by name or slug').fill('erin');
  const exempt = page.getByRole('checkbox', { name: "Exempt from retention: Erin Exempt's workspace" });
  // The box shows the saved flag: it turns checked once the server has it.
  await exempt.click();
  await expect(exempt).toBeChecked();
  await expect(exempt).toBeEnabled();

  // A new browser session of the owner: neither the banner nor the warning that opens by itself.
  await owner.evaluate(() => sessionStorage.clear());
  await owner.reload();
  // The workspace is loaded (its plan shows) before the banner's absence means anything; a cold
  // reload of the whole dashboard may take a while on a busy machine.
  await expect(owner.getByTestId('plan-label')).toHaveText('Pro trial', { timeout: 30_000 });
  await expect(banner).toBeHidden();
  await expect(warning).toBeHidden();
  await ownerContext.close();
});
