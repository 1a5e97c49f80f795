import type { Page } from '@playwright/test';
import type { OAuthMockServer } from '../apps/server/src/test/oauth-mock-server.ts';
import type { SmtpCatcher } from '../apps/server/src/test/smtp-catcher.ts';
import { startAppServer } from './support/app-server.ts';
import { oauthMockFixture, oauthProviderEnv } from './support/oauth-env.ts';
import { smtpFixture } from './support/smtp-fixture.ts';
import { createProject, signUp as signUpThroughApi } from './support/team.ts';
import { test as base, expect } from './support/fixtures.ts';
import { toastWith } from './support/toast.ts';

// The app is pointed at a real local SMTP server and a local OAuth provider speaking the real protocol,
// configured as Google (OIDC shape) and GitHub; Discord, GitLab and Atlassian stay unconfigured.
const test = base.extend<object, { smtp: SmtpCatcher; oauth: OAuthMockServer }>({
  smtp: smtpFixture,
  oauth: oauthMockFixture,
  appServer: [
    async ({ smtp, oauth }, use) => {
      const server = await startAppServer({
        SMTP_URL: smtp.url,
        ...oauthProviderEnv(oauth, 'GOOGLE', 'oidc'),
        ...oauthProviderEnv(oauth, 'GITHUB', 'github'),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, email: string, password = 'first-password') {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the auth screens show the spec texts and all five providers', async ({ page }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByText('CF', { exact: true })).toBeVisible();
    await expect(page.getByText('Visual feedback and collaboration platform')).toBeVisible();
    for (const provider of ['Google', 'GitHub', 'Discord', 'GitLab', 'Atlassian']) {
      await expect(page.getByRole('button', { name: provider })).toBeVisible();
    }
  }
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Show characters' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.goto('/forgot-password');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});

test('sign-up validates, and sign-in explains what went wrong', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada');
  await page.getByLabel('Email').fill(unique('ada'));
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm password').fill('654321');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  const email = unique('known');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'not-the-password');
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await signIn(page, unique('nobody'), 'whatever-password');
  await expect(page.getByText('No account found with this email')).toBeVisible();
});

test('after signing in, people return to the page they first asked for', async ({ page }) => {
  const email = unique('return');
  await signUp(page, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/client/comments');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'first-password');
  await expect(page).toHaveURL(/\/client\/comments$/);
});

test('a forgotten password is reset through the e-mailed link, and the old one stops working', async ({ page, smtp }) => {
  const email = unique('reset');
  await signUp(page, email, 'old-password');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(unique('stranger'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('No account found with this email')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email for instructions to reset your password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled();

  let mail = await smtp.next();
  while (!mail.to.includes(email)) mail = await smtp.next();
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(mail.decoded)?.[0];
  expect(link, 'the mail holds a reset link').toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('new-password');
  await page.getByLabel('Confirm password').fill('new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signIn(page, email, 'old-password');
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await signIn(page, email, 'new-password');
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('third-password');
  await page.getByLabel('Confirm password').fill('third-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});

test('OAuth sign-in through Google creates the account and returns to the dashboard', async ({ page, oauth }) => {
  oauth.setProfile({ subject: `google-${Date.now()}`, email: unique('oauth'), emailVerified: true, name: 'Katherine Johnson' });
  // A click before the list of configured providers has arrived waits for it, instead of failing.
  await page.route('**/api/auth/providers', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/login');
  // docs/product/api.md: after the social sign-in the client sends the profile it holds to /auth/google.
  const profileSync = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/google') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Google' }).click();
  expect((await profileSync).status()).toBe(200);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByText(/Katherine/).first()).toBeVisible();
});

test('a share link opened signed out: the Google sign-up comes back to it and it is accepted on its own', async ({
  page,
  oauth,
  appServer,
}) => {
  const owner = await signUpThroughApi(appServer.url, 'Olivia Owner');
  const project = await createProject(appServer.url, owner, 'https://site.example.com');
  const created = await page.request.post(`/api/workspaces/${owner.workspaceId}/share-links`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { projectId: project.id },
  });
  const { link } = (await created.json()) as { link: string };
  oauth.setProfile({ subject: `google-${Date.now()}`, email: unique('invited'), emailVerified: true, name: 'Dorothy Vaughan' });

  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Olivia Owner invited you as client to Acme Store.')).toBeVisible();
  await page.getByRole('button', { name: 'Google' }).click();
  await expect(toastWith(page, /Invitation accepted: you joined /)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/comments$/);
});

test('an unverified GitHub e-mail never takes over an existing account', async ({ page, oauth }) => {
  const email = unique('victim');
  await signUp(page, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  oauth.setProfile({ subject: `github-${Date.now()}`, email, emailVerified: false, name: 'Mallory' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'GitHub' }).click();
  await expect(page).toHaveURL(/\/auth\/error\?/);
  await expect(page.getByText(/Failed to sign in with GitHub/)).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});

test('an unconfigured provider says the spec text', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Discord' }).click();
  await expect(page.getByText('Failed to sign in with Discord')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a revoked session sends the browser to sign-in, and sign-out really revokes', async ({ page }) => {
  await signUp(page, unique('revoked'));
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  // Another device ends this session: the server revokes it while this page still holds the token.
  const logout = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(204);

  // Whichever notices first, the refused socket reconnect or the next API request (401 invalid-token),
  // the app drops the token and leaves the protected page. The click is that next request; it finds
  // no link when the socket was first.
  await page
    .getByRole('link', { name: 'Comments' })
    .first()
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  expect((await me.json()).error).toBe('invalid-token');
});

test('signing out from the menu revokes the token on the server', async ({ page }) => {
  await signUp(page, unique('signout'));
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('the e-mail, reset and error pages say what happened and what to do next', async ({ page }) => {
  await page.goto('/verify-request');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is incomplete. Ask for a new one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  await page.goto('/auth/error?error=oauth-state-mismatch&provider=gitlab');
  await expect(page.getByText(/Failed to sign in with GitLab: the sign-in took too long/)).toBeVisible();
  await page.goto('/auth/error?error=provider-not-configured&provider=atlassian');
  await expect(page.getByText(/Failed to sign in with Atlassian: this server has no Atlassian sign-in configured/)).toBeVisible();
});
