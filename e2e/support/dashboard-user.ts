import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface DashboardUser {
  email: string;
  workspaceId: string;
  headers: Record<string, string>;
}

/** Signs up through the real form and lands on the dashboard, with the API headers of that session. */
export async function signUpInBrowser(page: Page, displayName: string): Promise<DashboardUser> {
  const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(displayName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('dashboard-pass');
  await page.getByLabel('Confirm password').fill('dashboard-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const { workspaces } = await (await page.request.get('/api/workspaces', { headers })).json();
  return { email, workspaceId: workspaces[0].id, headers };
}

/** A project whose site is `origin`, through the API. */
export async function createSiteProject(page: Page, user: DashboardUser, origin: string): Promise<{ id: string; publicKey: string }> {
  const created = await page.request.post(`/api/workspaces/${user.workspaceId}/projects`, {
    headers: user.headers,
    data: { name: 'Marketing Site', siteUrl: origin },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).project;
}

/** A guest's pin through the widget API, as the widget on the site sends it. */
export async function postWidgetComment(
  page: Page,
  project: { publicKey: string },
  origin: string,
  body: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await page.request.post(`/api/widget/${project.publicKey}/comments`, {
    headers: { origin },
    data: {
      clientId: crypto.randomUUID(),
      body,
      pageUrl: `${origin}/pricing`,
      pageTitle: 'Pricing',
      anchor: { selector: '#toggle', offsetX: 0.5, offsetY: 0.5 },
      viewport: { width: 1280, height: 800 },
      guest: { name: 'Gina Guest', email: 'gina@example.com' },
      ...extra,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).comment;
}
