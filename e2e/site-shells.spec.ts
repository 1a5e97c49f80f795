import { storeConsent } from './support/consent.ts';
import { outboxLink } from './support/dashboard-helpers.ts';
import { signUp } from './support/team.ts';
import { test, expect } from './support/fixtures.ts';

// Visitors who already chose their cookies; the consent modal itself is site-consent.spec.ts.
test.beforeEach(async ({ context }) => storeConsent(context));

// docs/product/screens.md: the host's first label picks the Demo (demo.), Roadmap (feedback.) or Docs (docs.) shell,
// each with exactly its own routes; everything else there redirects to the shell's /.
// *.localhost hosts reach the test server in Chromium.

const shellUrl = (context: string, port: number, path: string) => `http://${context}.localhost:${port}${path}`;

test.describe('Docs shell (docs.)', () => {
  const pages = [
    ['/', 'CommentFlow documentation', 'Documentation | CommentFlow'],
    ['/getting-started', 'Getting started', 'Getting started | CommentFlow'],
    ['/installation', 'Installation', 'Installation | CommentFlow'],
    ['/api-reference', 'API reference', 'API reference | CommentFlow'],
    ['/widget-customization', 'Widget customization', 'Widget customization | CommentFlow'],
    ['/integrations', 'Integrations', 'Integrations | CommentFlow'],
    ['/webhooks', 'Webhooks', 'Webhooks | CommentFlow'],
  ] as const;

  for (const [path, heading, title] of pages) {
    test(`${path} shows "${heading}"`, async ({ page, appServer }) => {
      await page.goto(shellUrl('docs', appServer.port, path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
    });
  }

  test('the sidebar moves between pages at the shell root, and other paths go to /', async ({ page, appServer }) => {
    await page.goto(shellUrl('docs', appServer.port, '/'));
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(shellUrl('docs', appServer.port, '/webhooks'));
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    for (const path of ['/docs', '/docs/api', '/roadmap', '/demo', '/nothing-here']) {
      await page.goto(shellUrl('docs', appServer.port, path));
      await expect(page, path).toHaveURL(shellUrl('docs', appServer.port, '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'CommentFlow documentation' })).toBeVisible();
    }
  });
});

test.describe('Demo shell (demo.)', () => {
  const pages = [
    ['/', 'Try CommentFlow live'],
    ['/widget', 'Widget test page'],
    ['/customer', 'Customer demo'],
    ['/notifications', 'Notifications demo'],
    ['/animation-test', 'Animation test'],
  ] as const;

  for (const [path, heading] of pages) {
    test(`${path} shows "${heading}" with the widget running`, async ({ page, appServer }) => {
      await page.goto(shellUrl('demo', appServer.port, path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Generous: on a busy machine the script, the key check and the page's pins take a while.
      await expect(page.getByRole('status').filter({ hasText: 'Widget running' })).toBeVisible({ timeout: 30_000 });
    });
  }

  test('/demo, /demo/* and unknown paths redirect to /', async ({ page, appServer }) => {
    for (const path of ['/demo', '/demo/customer', '/demo/anything/deeper', '/docs', '/nothing-here']) {
      await page.goto(shellUrl('demo', appServer.port, path));
      await expect(page, path).toHaveURL(shellUrl('demo', appServer.port, '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Try CommentFlow live' })).toBeVisible();
    }
  });
});

test.describe('Roadmap shell (feedback.)', () => {
  test('/ is the roadmap, /changelog the changelog, /request/{id} a request; /roadmap and others go to /', async ({ page, appServer }) => {
    const signup = await fetch(`${appServer.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `shell-${Date.now()}@example.com`, password: 'roadmap-shell', displayName: 'Shell Tester' }),
    });
    const { idToken } = (await signup.json()) as { idToken: string };
    const created = await fetch(`${appServer.url}/api/roadmap/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ title: 'Dark mode for the widget', body: 'Our site is dark.' }),
    });
    const { request } = (await created.json()) as { request: { id: string } };

    await page.goto(shellUrl('feedback', appServer.port, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await expect(page).toHaveTitle('Roadmap | CommentFlow');
    await page.getByRole('link', { name: 'Dark mode for the widget', exact: true }).click();
    await expect(page).toHaveURL(shellUrl('feedback', appServer.port, `/request/${request.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dark mode for the widget' })).toBeVisible();

    await page.goto(shellUrl('feedback', appServer.port, '/changelog'));
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
    await expect(page).toHaveTitle('Changelog | CommentFlow');

    for (const path of ['/roadmap', '/docs', '/demo', '/nothing-here']) {
      await page.goto(shellUrl('feedback', appServer.port, path));
      await expect(page, path).toHaveURL(shellUrl('feedback', appServer.port, '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    }
  });

  test('a forgotten password is reset on the feedback. host, and the visitor is back on the roadmap signed in', async ({
    page,
    appServer,
  }) => {
    const { email } = await signUp(appServer.url, 'Forgetful Voter');

    await page.goto(shellUrl('feedback', appServer.port, '/login?returnUrl=%2F'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(shellUrl('feedback', appServer.port, '/forgot-password'));
    // The sign-in form, with its own Email field, stays on screen until the reset screen has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email for instructions to reset your password')).toBeVisible();

    // Without PUBLIC_URL the mailed link names the host that asked: this shell.
    const link = await outboxLink(page, email);
    expect(new URL(link).host).toBe(`feedback.localhost:${appServer.port}`);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password').fill('new-password');
    await page.getByLabel('Confirm password').fill('new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(shellUrl('feedback', appServer.port, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Suggest a feature' })).toBeVisible();

    const signIn = await fetch(`${appServer.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'new-password' }),
    });
    expect(signIn.status).toBe(200);
  });

  test('a signed-out visitor is sent to sign in on the same host, and comes back to the roadmap', async ({ page, appServer }) => {
    await page.goto(shellUrl('feedback', appServer.port, '/'));
    await page.getByRole('link', { name: 'Sign in to suggest a feature' }).click();
    await expect(page).toHaveURL(shellUrl('feedback', appServer.port, '/login?returnUrl=%2F'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
