import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

export const SITE = 'http://acme.localhost';

export interface Seeded {
  token: string;
  userId: string;
  displayName: string;
  workspaceId: string;
  project: { id: string; publicKey: string };
}

/**
 * A new account signed in in this page's browser context (the sign-up answer sets the refresh
 * cookie), with one project on `site`. The dashboard is opened on `path`.
 */
export async function signUpWithProject(page: Page, displayName: string, path: string, site = SITE): Promise<Seeded> {
  const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}-${randomUUID()}@example.com`;
  const signUp = await page.request.post('/api/auth/signup', { data: { email, password: 'seeded-pass-1', displayName } });
  const { idToken, user } = await signUp.json();
  const headers = { authorization: `Bearer ${idToken}` };
  const { workspaces } = await (await page.request.get('/api/workspaces', { headers })).json();
  const created = await page.request.post(`/api/workspaces/${workspaces[0].id}/projects`, { headers, data: { name: 'Acme Store', siteUrl: site } });
  const { project } = await created.json();
  await page.goto(path);
  return { token: idToken, userId: user.uid, displayName, workspaceId: workspaces[0].id, project };
}

/** A pin through the widget API, as the signed-in member. */
export async function pin(page: Page, seeded: Seeded, body: string, pagePath = '/pricing', pageTitle = 'Pricing', site = SITE): Promise<{ id: string }> {
  const res = await page.request.post(`/api/widget/${seeded.project.publicKey}/comments`, {
    headers: { authorization: `Bearer ${seeded.token}`, origin: site },
    data: {
      clientId: randomUUID(),
      body,
      pageUrl: `${site}${pagePath}`,
      pageTitle,
      anchor: { selector: '#hero-copy', offsetX: 0.5, offsetY: 0.5, textQuote: { exact: 'Fresh colours' } },
      viewport: { width: 1280, height: 800 },
      meta: { browser: 'Chrome 131', os: 'macOS' },
    },
  });
  if (res.status() !== 201) throw new Error(`pin answered ${res.status()}: ${await res.text()}`);
  return (await res.json()).comment;
}

/** A thread as the API has it now, for checking what was stored. */
export async function storedThread(page: Page, seeded: Seeded, id: string) {
  const res = await page.request.get(`/api/comments/${id}`, { headers: { authorization: `Bearer ${seeded.token}` } });
  return (await res.json()).comment as { status: string; priority: string; assigneeId: string | null };
}
