import { test, expect } from './support/fixtures.ts';
import { outboxLink, pin, signUpWithProject } from './support/dashboard-helpers.ts';
import { addMember, signUp } from './support/team.ts';

// What a new team meets in its first hour of the dashboard: tabs it can tell apart, a palette that
// offers what the person can use, and pages that fit a phone.

const SECTIONS = [
  ['/client/dashboard', 'Dashboard'],
  ['/client/workspaces', 'Workspaces'],
  ['/client/comments', 'Comments'],
  ['/client/analytics', 'Analytics'],
  ['/client/api', 'API'],
  ['/client/team', 'Team'],
  ['/client/client-access', 'Client access'],
  ['/client/onboarding', 'Onboarding'],
  ['/client/integrations', 'Integrations'],
  ['/client/automation', 'Automation'],
  ['/client/billing', 'Billing'],
  ['/client/settings', 'Settings'],
  ['/client/test-console-monitor', 'Test console monitor'],
] as const;

test('each dashboard page titles its tab with the section and the workspace', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Tia Title', '/client/dashboard');
  const workspace = "Tia Title's workspace";
  for (const [path, section] of SECTIONS) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${section} · ${workspace} · CommentFlow`);
  }
  await page.goto(`/client/project/${seeded.project.id}`);
  await expect(page).toHaveTitle(`Project · ${workspace} · CommentFlow`);
});

test('the command palette offers the test console to those who install the widget, not to a member', async ({ page, appServer }) => {
  const owner = await signUp(appServer.url, 'Otto Owner');
  const seeded = await signUpWithProject(page, 'Mina Member', '/client/dashboard');
  addMember(appServer.dataDir, owner.workspaceId, seeded.userId);
  const palette = page.getByRole('dialog', { name: 'Command palette' });

  // In their own workspace they are the owner: the console is there.
  await expect(page.getByRole('button', { name: /^Workspace: Mina Member's workspace/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('option', { name: 'Test console monitor' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.evaluate((id) => localStorage.setItem('current_workspace_id', id), owner.workspaceId);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Workspace: Otto Owner's workspace/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('option', { name: 'Settings', exact: true })).toBeVisible();
  await expect(palette.getByRole('option', { name: 'Test console monitor' })).toHaveCount(0);
});

test('no dashboard page is wider than a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const seeded = await signUpWithProject(page, 'Pia Phone', '/client/dashboard');
  const root = await pin(
    page,
    seeded,
    'A very long comment about https://example.com/a/really/long/address/that/does/not/break/anywhere/at/all',
  );
  const wide: string[] = [];
  for (const path of [...SECTIONS.map(([p]) => p), `/client/project/${seeded.project.id}`, `/client/comments/${root.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});

test('the invitation page starts sign-up and sign-in with the invited address', async ({ page, browser }) => {
  const owner = await signUpWithProject(page, 'Ines Inviter', '/client/dashboard');
  const invitee = `ivy-${Date.now()}@example.com`;
  const sent = await page.request.post(`/api/workspaces/${owner.workspaceId}/invites`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: invitee, role: 'member' },
  });
  expect(sent.status()).toBe(201);
  const link = await outboxLink(page, invitee);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await guest.getByRole('button', { name: 'I already have an account' }).click();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
});

test('the docs, roadmap and demo headers offer sign-in and a free start', async ({ page, appServer }) => {
  const shell = (label: string, path = '/') => `http://${label}.localhost:${appServer.port}${path}`;
  for (const [url, signIn, start] of [
    [`${appServer.url}/docs`, '/login', '/signup'],
    [shell('docs'), `http://localhost:${appServer.port}/login`, `http://localhost:${appServer.port}/signup`],
    [shell('demo'), `http://localhost:${appServer.port}/login`, `http://localhost:${appServer.port}/signup`],
    [shell('feedback'), '/login', '/signup'],
  ] as const) {
    await page.goto(url);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' }), url).toHaveAttribute('href', signIn);
    await expect(header.getByRole('link', { name: 'Start free' }), url).toHaveAttribute('href', start);
  }
  await page.goto(shell('feedback'));
  await page.getByRole('button', { name: 'Necessary Only' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Start free' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});
