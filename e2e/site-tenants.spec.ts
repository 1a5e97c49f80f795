import { PRODUCT_REDIRECT_CONTEXTS } from '../packages/shared/src/rules/contexts.ts';
import { findProduct } from '../packages/shared/src/rules/products.ts';
import { storeConsent } from './support/consent.ts';
import { test, expect } from './support/fixtures.ts';

test.beforeEach(async ({ context }) => storeConsent(context));

/** The app on a subdomain: browsers resolve *.localhost to this machine (docs/product/overview.md#contexts-and-tenants). */
const onHost = (label: string, port: number, path = '/') => `http://${label}.localhost:${port}${path}`;

const HEADLINES: Record<string, string> = {
  '/products/agency-flow': findProduct('agencyflow').headline,
  '/products/dev-flow': findProduct('devflow').headline,
  '/products/ecom-flow': findProduct('ecomflow').headline,
};

test('every redirect context sends the browser to its product page', async ({ page, appServer }) => {
  for (const [label, target] of Object.entries(PRODUCT_REDIRECT_CONTEXTS)) {
    await page.goto(onHost(label, appServer.port));
    await expect(page, label).toHaveURL(onHost(label, appServer.port, target));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[target]!);
  }
});

test('an unknown path on a redirect host also ends on the product page', async ({ page, appServer }) => {
  await page.goto(onHost('agency', appServer.port, '/nothing-here'));
  await expect(page).toHaveURL(onHost('agency', appServer.port, '/products/agency-flow'));
});

test("a tenant subdomain shows its workspace's branded sign-in", async ({ page, appServer }) => {
  const slug = `acme${Date.now()}`;
  const signUp = await fetch(`${appServer.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${slug}@example.com`, password: 'tenant-password', displayName: 'Tenant Owner' }),
  });
  const { idToken } = (await signUp.json()) as { idToken: string };
  const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const { workspaces } = (await (await fetch(`${appServer.url}/api/workspaces`, { headers: auth })).json()) as {
    workspaces: { id: string }[];
  };
  const renamed = await fetch(`${appServer.url}/api/workspaces/${workspaces[0]!.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ name: 'Acme Studio', slug }),
  });
  expect(renamed.status).toBe(200);

  await page.goto(onHost(slug, appServer.port));
  await expect(page).toHaveURL(onHost(slug, appServer.port, '/login'));
  await expect(page.getByText('Acme Studio', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Studio home' })).toHaveText('AS');
  await expect(page.getByText('Feedback portal, powered by CommentFlow')).toBeVisible();
  await expect(page).toHaveTitle('Acme Studio');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(`${slug}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('tenant-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(onHost(slug, appServer.port, '/client/dashboard'));
});

test('an unknown tenant subdomain says the workspace does not exist', async ({ page, appServer }) => {
  await page.goto(onHost('no-such-workspace', appServer.port, '/login'));
  await expect(page.getByRole('heading', { name: 'Workspace not found' })).toBeVisible();
  await expect(page).toHaveTitle('Workspace not found');
  await expect(page.getByText('There is no workspace at “no-such-workspace”.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to CommentFlow' })).toHaveAttribute('href', `http://localhost:${appServer.port}/`);
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('infrastructure subdomains (app., api., admin.) show the main site, not a missing workspace', async ({ page, appServer }) => {
  for (const label of ['app', 'api', 'admin']) {
    await page.goto(onHost(label, appServer.port));
    await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(findProduct('devflow').headline);
    await expect(page).toHaveTitle('CommentFlow - Visual feedback and collaboration platform');
    await expect(page.getByRole('heading', { name: 'Workspace not found' })).toHaveCount(0);
  }
});
