import { test, expect } from './support/fixtures.ts';
import { createProjectInUi, outboxLink, signUpFresh } from './support/dashboard-helpers.ts';
import { signUp } from './support/team.ts';

test.describe.configure({ timeout: 120_000 });

test('onboarding: add the site, copy its snippet, and the live check turns green when the widget loads on the site', async ({
  browser,
  hostSite,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFresh(page, 'Olivia Owner', `olivia-${Date.now()}@example.com`);

  await page.goto('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Get started', level: 1 })).toBeVisible();
  await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'current');
  await expect(page.getByText('1 of 5 done')).toBeVisible();

  await page.getByLabel('Project name').fill('Acme Store');
  await page.getByLabel('Site URL').fill(hostSite.origin);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-3')).toHaveAttribute('data-state', 'current');

  // Every platform's instructions carry this project's key; the plain HTML choice is the tag itself.
  await page.getByRole('radio', { name: 'Next.js' }).click();
  await expect(page.getByTestId('install-code')).toContainText("import Script from 'next/script'");
  await page.getByRole('radio', { name: 'Next.js' }).press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'WordPress' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'HTML' }).click();
  const snippet = ((await page.getByTestId('install-code').textContent()) ?? '').trim();
  expect(snippet).toMatch(/^<script src="[^"]+\/widget\.js" data-project="pk_[\w-]+" async><\/script>$/);

  const check = page.getByTestId('live-check');
  await expect(check).toHaveAttribute('data-seen', 'false');
  await expect(check).toContainText('Waiting for the widget to load');

  // The customer's page loads the widget; the dashboard, untouched, turns green.
  const site = await context.newPage();
  await site.goto(hostSite.pageUrl(snippet));
  await expect(site.locator('#site-title')).toHaveText('Acme Store');
  await expect(check).toHaveAttribute('data-seen', 'true');
  await expect(check).toContainText('Widget detected on Acme Store');
  await expect(page.getByTestId('step-4')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-5')).toHaveAttribute('data-state', 'current');
  await expect(page.getByText('4 of 5 done')).toBeVisible();

  await context.close();
});

test('the dashboard checklist shows until the widget first loads on the site, then goes by itself and stays gone', async ({
  browser,
  hostSite,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFresh(page, 'Gus Getting', `gus-${Date.now()}@example.com`);
  const checklist = page.getByRole('heading', { name: 'Getting started', level: 2 });
  await expect(checklist).toBeVisible();
  await expect(page.getByText('1 of 4 done')).toBeVisible();

  const snippet = await createProjectInUi(page, 'Acme Store', hostSite.origin);
  await expect(page.getByText('2 of 4 done')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Install the snippet on your site' })).toContainText('(to do)');

  // The customer's page loads the widget; the dashboard, untouched, drops the checklist.
  const site = await context.newPage();
  await site.goto(hostSite.pageUrl(snippet));
  await expect(site.locator('#site-title')).toHaveText('Acme Store');
  await expect(checklist).toBeHidden();
  await expect(page.getByText('Comments this week')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Comments this week')).toBeVisible();
  await expect(checklist).toBeHidden();
  await context.close();
});

test('onboarding: inviting the team from the last step; it is done once the teammate has joined', async ({ page, appServer }) => {
  await signUpFresh(page, 'Ines Inviter', `ines-${Date.now()}@example.com`);
  const teammate = await signUp(appServer.url, 'Theo Teammate');
  await page.goto('/client/onboarding');
  const step = page.getByTestId('step-5');
  await expect(step).toHaveAttribute('data-state', 'upcoming');
  await expect(step).toContainText('Feedback moves faster with teammates to triage it.');

  await step.getByLabel('Email address').fill('not an address');
  await step.getByRole('button', { name: 'Send invite' }).click();
  await expect(step.getByText('Invitation sent to')).toHaveCount(0);
  await step.getByLabel('Email address').fill(teammate.email);
  await step.getByRole('button', { name: 'Send invite' }).click();
  await expect(step.getByText(`Invitation sent to ${teammate.email}.`)).toBeVisible();
  await expect(step).toHaveAttribute('data-state', 'upcoming');

  // The teammate opens the e-mailed link signed in (the team's own browser tests cover that page).
  const token = new URL(await outboxLink(page, teammate.email)).pathname.split('/').pop();
  const joined = await fetch(`${appServer.url}/api/join/${token}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teammate.token}` },
  });
  expect(joined.status).toBe(200);

  await page.reload();
  await expect(step).toHaveAttribute('data-state', 'done');
  await expect(step).toContainText("2 people in Ines Inviter's workspace.");
  await expect(step.getByLabel('Email address')).toHaveCount(0);
  await step.getByRole('link', { name: 'Manage the team' }).click();
  await expect(page).toHaveURL(/\/client\/team$/);
  await expect(page.getByTestId('member-row').filter({ hasText: 'Theo Teammate' })).toBeVisible();
});
