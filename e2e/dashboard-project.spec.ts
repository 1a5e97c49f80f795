import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject, SITE } from './support/dashboard-helpers.ts';

test('rotating the widget key refuses the old key at once', async ({ page, context, hostSite }) => {
  const seeded = await signUpWithProject(page, 'Key Owner', '/client/dashboard', hostSite.origin);
  const oldKey = seeded.project.publicKey;
  await page.goto(`/client/project/${seeded.project.id}`);
  const snippet = (await page.getByTestId('install-snippet').textContent())?.trim() ?? '';
  expect(snippet).toContain(oldKey);

  const site = await context.newPage();
  await site.goto(hostSite.pageUrl(snippet));
  await expect(site.getByRole('button', { name: /comment/i }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Rotate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the widget key?' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Rotate key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'New key issued' })).toBeVisible();
  const newKey = (await page.getByTestId('widget-key').textContent())?.trim() ?? '';
  expect(newKey).toMatch(/^pk_/);
  expect(newKey).not.toBe(oldKey);
  await expect(page.getByTestId('install-snippet')).toContainText(newKey);

  const config = (key: string) => page.request.get(`/api/widget/${key}/config`, { headers: { origin: hostSite.origin } });
  expect((await config(oldKey)).status()).toBe(404);
  expect((await config(newKey)).status()).toBe(200);

  // The page still carrying the old snippet: its widget's first call is refused and it stays hidden.
  const warning = site.waitForEvent('console', (message) => message.text().includes('the widget is hidden'));
  await site.reload();
  expect((await warning).text()).toContain(oldKey);
  await expect(site.getByRole('button', { name: /comment/i })).toHaveCount(0);
});

test('guest commenting can be turned off and stays off', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Guest Owner', '/client/dashboard');
  await page.goto(`/client/project/${seeded.project.id}`);
  const toggle = page.getByRole('switch', { name: 'Guest commenting' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Only signed-in members of this workspace can comment.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Guest commenting' })).toHaveAttribute('aria-checked', 'false');

  const asGuest = await page.request.post(`/api/widget/${seeded.project.publicKey}/comments`, {
    headers: { origin: SITE },
    data: {
      clientId: crypto.randomUUID(),
      body: 'Guest here',
      pageUrl: `${SITE}/`,
      anchor: { selector: 'body', offsetX: 0.5, offsetY: 0.5 },
      viewport: { width: 800, height: 600 },
      guest: { name: 'Gina', email: 'gina@example.com' },
    },
  });
  expect(asGuest.status()).toBe(403);
  expect((await asGuest.json()).error).toBe('guests-not-allowed');
});

test('feedback grouped by page, each page opening its threads', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Pages Owner', '/client/dashboard');
  const resolved = await pin(page, seeded, 'Price is wrong', '/pricing', 'Pricing');
  await pin(page, seeded, 'Toggle forgets yearly', '/pricing', 'Pricing');
  await pin(page, seeded, 'Team photo is old', '/about', 'About us');
  await page.request.patch(`/api/comments/${resolved.id}`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { status: 'resolved' },
  });

  await page.goto(`/client/project/${seeded.project.id}`);
  const pages = page.getByRole('list', { name: 'Pages with feedback' }).getByRole('link');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0)).toContainText('Pricing');
  await expect(pages.nth(0)).toContainText('2 threads');
  await expect(pages.nth(0)).toContainText('1 open');
  await expect(pages.nth(0)).toContainText('1 resolved');
  await expect(pages.nth(1)).toContainText('About us');

  // Live: a new pin on a page bumps its count without a reload.
  await pin(page, seeded, 'Map does not load', '/about', 'About us');
  await expect(pages.filter({ hasText: 'About us' })).toContainText('2 threads');

  await pages.filter({ hasText: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/client\/comments\?.*page=http%3A%2F%2Facme\.localhost%2Fpricing/);
  const threads = page.getByRole('list', { name: 'Threads' }).getByRole('link');
  await expect(threads).toHaveCount(2);
});

test('site settings save, and the project can be deleted after typing its name', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Settings Owner', '/client/dashboard');
  await page.goto(`/client/project/${seeded.project.id}`);
  await page.getByLabel('Allowed origins').fill('https://staging.acme.localhost\nnot an origin');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Must be an http(s) URL')).toBeVisible();
  await page.getByLabel('Allowed origins').fill('https://staging.acme.localhost');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Allowed origins')).toHaveValue('https://staging.acme.localhost');

  await page.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Acme Store?' });
  const confirm = dialog.getByRole('button', { name: 'Delete project' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Acme Store');
  await confirm.click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const gone = await page.request.get(`/api/projects/${seeded.project.id}`, { headers: { authorization: `Bearer ${seeded.token}` } });
  expect(gone.status()).toBe(404);
});

test('Copy puts the install snippet on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const seeded = await signUpWithProject(page, 'Cody Copy', '/client/dashboard');
  await page.goto(`/client/project/${seeded.project.id}`);
  const snippet = ((await page.getByTestId('install-snippet').textContent()) ?? '').trim();
  expect(snippet).toContain(seeded.project.publicKey);
  const copy = page.getByRole('button', { name: 'Copy install snippet' });
  await copy.click();
  await expect(copy).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
});
