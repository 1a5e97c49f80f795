import { findPublicPage } from '../packages/shared/src/rules/public-pages.ts';
import { findProduct, productName } from '../packages/shared/src/rules/products.ts';
import { storeConsent } from './support/consent.ts';
import { test, expect } from './support/fixtures.ts';
import { hydrated } from './support/hydration.ts';
import { SITE_HEADINGS } from './support/site-headings.ts';

test.beforeEach(async ({ context }) => storeConsent(context));

const devflow = findProduct('devflow');

for (const [path, heading] of Object.entries(SITE_HEADINGS)) {
  test(`${path} renders its heading, title and meta description`, async ({ page }) => {
    const meta = findPublicPage(path);
    expect(meta).not.toBeNull();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(meta!.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta!.description);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
}

test('a product page shows its feature list and tier', async ({ page }) => {
  await page.goto('/products/classic-flow');
  await expect(page.getByText('Free tier')).toBeVisible();
  for (const feature of findProduct('classicflow').features) await expect(page.getByRole('heading', { name: feature.title })).toBeVisible();
  await page.goto('/products/dev-flow');
  await expect(page.getByText('Professional tier')).toBeVisible();
});

test('client-side navigation updates the title and description', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Enterprise' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_HEADINGS['/enterprise']!);
  await expect(page).toHaveTitle(findPublicPage('/enterprise')!.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', findPublicPage('/enterprise')!.description);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page).toHaveTitle('Plans and pricing | CommentFlow');
});

test('an unknown path redirects to the landing', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(devflow.headline);
});

test('the product parameter picks the landing wording and is remembered, DevFlow by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(devflow.headline);
  await expect(page.getByRole('heading', { name: 'What DevFlow gives you' })).toBeVisible();

  const agency = findProduct('agencyflow');
  await page.goto('/?product=agencyflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agency.headline);
  await expect(page.getByText(agency.subtitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: agency.features[0]!.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('commentflow_product'))).toBe('agencyflow');

  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agency.headline);

  const ecom = findProduct('ecomflow');
  await page.getByRole('link', { name: `${productName(ecom)}: ${ecom.audience}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ecom.headline);
  expect(await page.evaluate(() => localStorage.getItem('commentflow_product'))).toBe('ecomflow');

  await page.goto('/?product=not-a-product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ecom.headline);
});

test('a premium upgrade by a signed-out visitor with an account goes through sign-in to the billing page with the plan chosen', async ({
  page,
  appServer,
}) => {
  const email = `upgrade-${Date.now()}@example.com`;
  const signUp = await fetch(`${appServer.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'upgrade-password', displayName: 'Upgrade Tester' }),
  });
  expect(signUp.status).toBe(201);

  await page.goto('/premium');
  for (const plan of ['Free', 'Starter', 'Pro']) await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  await expect(page.getByText('Up to 1,000 comments')).toBeVisible();
  await expect(page.getByText('Advanced AI features')).toBeVisible();
  // A prerendered link goes to the server until React has taken it over.
  await hydrated(page.getByRole('link', { name: 'Upgrade to Pro' }));
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  // A new visitor signs up here (e2e/billing.spec.ts); this one has an account.
  await expect(page).toHaveURL(/\/signup$/);
  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
  // The address changes at once, but the sign-up form stays on screen until the sign-in screen has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('upgrade-password');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client\/billing\?upgrade=pro$/);
});

test('signed in, the header offers the dashboard instead of sign-in', async ({ page, appServer }) => {
  const email = `header-${Date.now()}@example.com`;
  await fetch(`${appServer.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'header-password', displayName: 'Header Tester' }),
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('header-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
});

test('the sitemap lists every main public page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of Object.keys(SITE_HEADINGS)) expect(sitemap).toContain(`${path}</loc>`);
});

test('on a phone the menu button opens the main navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The page arrives prerendered: the menu button works once the app has taken it over.
  await hydrated(page.getByRole('button', { name: 'Open menu' }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/premium$/);
});

test('on a slow phone a tap on the menu button before the page answers opens the menu once it does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's scripts arrive long after the prerendered page, as on a slow phone and network.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  releaseScripts();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/premium$/);
});
