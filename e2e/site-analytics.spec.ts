import type { OAuthMockServer } from '../apps/server/src/test/oauth-mock-server.ts';
import { startAppServer } from './support/app-server.ts';
import { storeConsent, trackedEvents } from './support/consent.ts';
import { signUpInUi } from './support/dashboard-helpers.ts';
import { hydrated } from './support/hydration.ts';
import { test as base, expect } from './support/fixtures.ts';
import { oauthMockFixture, oauthProviderEnv } from './support/oauth-env.ts';
import { signUp } from './support/team.ts';

// docs/product/api.md analytics events of the user and subscription categories, read from GA's dataLayer: the
// server has a measurement id, the visitor consented to analytics, and Google sign-in points at a
// local OAuth provider speaking the real protocol.

const TAG = /^https:\/\/www\.googletagmanager\.com\//;

const test = base.extend<object, { oauth: OAuthMockServer }>({
  oauth: oauthMockFixture,
  appServer: [
    async ({ oauth }, use) => {
      const server = await startAppServer({ GA_MEASUREMENT_ID: 'G-E2ETEST42', ...oauthProviderEnv(oauth, 'GOOGLE', 'oidc') });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.beforeEach(async ({ context }) => {
  // No real network: the tag itself is an empty script; the events are what the page queues for it.
  await context.route(TAG, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await storeConsent(context, { necessary: true, analytics: true, marketing: false });
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const USER_EVENT = [['user', undefined]];

test('sign_up after the sign-up form, then one login after a password sign-in', async ({ page }) => {
  const email = unique('events');
  await page.goto('/signup');
  await signUpInUi(page, 'Ada Events', email);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect.poll(() => trackedEvents(page, 'sign_up')).toEqual(USER_EVENT);
  expect(await trackedEvents(page, 'login')).toEqual([]);

  // A later visit, signed out: the session's cookie and token are gone, the consent stays.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect.poll(() => trackedEvents(page, 'login')).toEqual(USER_EVENT);
  expect(await trackedEvents(page, 'sign_up')).toEqual([]);
});

test('an OAuth sign-in on feedback. returns to the request it started from and sends login once', async ({ page, oauth, appServer }) => {
  const author = await signUp(appServer.url, 'Request Author');
  const created = await fetch(`${appServer.url}/api/roadmap/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
    body: JSON.stringify({ title: 'Keyboard shortcuts in the inbox', body: 'j and k to move between threads.' }),
  });
  const { request } = (await created.json()) as { request: { id: string } };
  oauth.setProfile({ subject: `google-${Date.now()}`, email: unique('voter'), emailVerified: true, name: 'Valerie Voter' });

  const shell = `http://feedback.localhost:${appServer.port}`;
  await page.goto(`${shell}/request/${request.id}`);
  await page.getByRole('link', { name: 'Sign in to comment' }).click();
  await expect(page).toHaveURL(`${shell}/login?returnUrl=${encodeURIComponent(`/request/${request.id}`)}`);
  await page.getByRole('button', { name: 'Google' }).click();

  await expect(page).toHaveURL(`${shell}/request/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard shortcuts in the inbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vote for Keyboard shortcuts in the inbox/ })).toBeVisible();
  await expect.poll(() => trackedEvents(page, 'login')).toEqual(USER_EVENT);
});

test('upgrade_click names the plan chosen on /premium', async ({ page }) => {
  await page.goto('/premium');
  // The page arrives prerendered: its links track only once the app has taken them over.
  await hydrated(page.getByRole('link', { name: 'Upgrade to Starter' }));
  await page.getByRole('link', { name: 'Upgrade to Starter' }).click();
  // A visitor signs up with the plan remembered, then lands in its checkout.
  await expect(page).toHaveURL(/\/signup$/);
  await expect.poll(() => trackedEvents(page, 'upgrade_click')).toEqual([['subscription', 'starter']]);
});
