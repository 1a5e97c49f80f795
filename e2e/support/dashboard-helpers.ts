import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

// The dashboard browser tests' accounts, projects and threads: signed up through the form or the API,
// filled through the dashboard or the widget API, and (for volume) straight into the SQLite file.

export const SITE = 'http://acme.localhost';

export interface Seeded {
  token: string;
  userId: string;
  displayName: string;
  workspaceId: string;
  project: { id: string; publicKey: string };
}

export interface DashboardUser {
  email: string;
  workspaceId: string;
  headers: Record<string, string>;
}

/** Signs up through the real form; the browser lands on the dashboard with a first workspace. */
export async function signUpInUi(page: Page, name: string, email: string, password = 'correct horse battery'): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Opens the sign-up page and signs up there, landing on the dashboard. */
export async function signUpFresh(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/signup');
  await signUpInUi(page, name, email);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  // The address changes as the navigation starts; the dashboard shows once its code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

/** An e-mail address no other test uses: `name-<time>-<random>@example.com`. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** Olivia Owner, signed up through the form in a browser context of her own (the test closes it), on her dashboard. */
export async function ownerInNewContext(browser: Browser): Promise<{ ownerContext: BrowserContext; owner: Page }> {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpFresh(owner, 'Olivia Owner', uniqueEmail('olivia'));
  return { ownerContext, owner };
}

/** Signs up through the real form and lands on the dashboard, with the API headers of that session. */
export async function signUpInBrowser(page: Page, displayName: string): Promise<DashboardUser> {
  const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await signUpFresh(page, displayName, email);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const { workspaces } = await (await page.request.get('/api/workspaces', { headers })).json();
  return { email, workspaceId: workspaces[0].id, headers };
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
  const created = await page.request.post(`/api/workspaces/${workspaces[0].id}/projects`, {
    headers,
    data: { name: 'Acme Store', siteUrl: site },
  });
  const { project } = await created.json();
  await page.goto(path);
  return { token: idToken, userId: user.uid, displayName, workspaceId: workspaces[0].id, project };
}

/** A project through the dashboard's form; returns its install snippet as the server made it. */
export async function createProjectInUi(page: Page, name: string, siteUrl: string): Promise<string> {
  await page.goto('/client/dashboard');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Site URL').fill(siteUrl);
  const created = page.waitForResponse((res) => res.request().method() === 'POST' && /\/projects$/.test(res.url()));
  await page.getByRole('button', { name: 'Create project' }).click();
  const { project } = (await (await created).json()) as { project: { snippet: string } };
  await expect(page.getByText(name).first()).toBeVisible();
  return project.snippet;
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
      clientId: randomUUID(),
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

/** Leaves a guest pin through the widget API with the key of a project's install snippet. */
export async function leaveGuestComment(
  page: Page,
  snippet: string,
  origin: string,
  body: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const publicKey = /data-project="([^"]+)"/.exec(snippet)?.[1] ?? '';
  await postWidgetComment(page, { publicKey }, origin, body, extra);
}

/** A pin through the widget API, as the signed-in member. */
export async function pin(
  page: Page,
  seeded: Seeded,
  body: string,
  pagePath = '/pricing',
  pageTitle = 'Pricing',
  site = SITE,
): Promise<{ id: string }> {
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
  return (await res.json()).comment as { status: string; priority: string; assigneeId: string | null; labels: string[] };
}

/** What a copy made by `copyThread` changes from its source; anything left out is the source's. */
export interface ThreadVariation {
  body?: string;
  pageUrl?: string;
  pageTitle?: string;
  /** A guest source's name and e-mail. */
  guest?: { name: string; email: string };
}

/**
 * Copies of a pinned thread written straight into the server's SQLite file (thousands through the API
 * would only slow the test down), `count` of them with `created_at` stepping back a second at a time
 * from `newest`; `vary(i)` changes the i-th copy (its body is "Filler thread i+1" unless it says
 * otherwise). Returns nothing: the dashboard reads them like any other thread.
 */
export function copyThread(
  dataDir: string,
  sourceId: string,
  count: number,
  newest: Date,
  vary: (i: number) => ThreadVariation = () => ({}),
): void {
  const db = new Database(join(dataDir, 'commentflow.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const copy = db.prepare(`
      INSERT INTO comments (id, workspace_id, project_id, parent_id, client_id, body, status, priority, assignee_id, author_user_id,
        guest_name, guest_email, page_url, page_title, anchor, viewport, meta, resolved_at, created_at, updated_at)
      SELECT ?, workspace_id, project_id, NULL, NULL, ?, status, priority, assignee_id, author_user_id,
        coalesce(?, guest_name), coalesce(?, guest_email), coalesce(?, page_url), coalesce(?, page_title), anchor, viewport, meta, resolved_at, ?, ?
      FROM comments WHERE id = ?`);
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const at = new Date(newest.getTime() - i * 1000).toISOString();
        const { body, pageUrl, pageTitle, guest } = vary(i);
        copy.run(
          randomUUID(),
          body ?? `Filler thread ${i + 1}`,
          guest?.name ?? null,
          guest?.email ?? null,
          pageUrl ?? null,
          pageTitle ?? null,
          at,
          at,
          sourceId,
        );
      }
    })();
  } finally {
    db.close();
  }
}

/** Invites `email` as a client of the named projects from the Client access page, as the owner would. */
export async function inviteClientInUi(owner: Page, email: string, projectNames: string[]): Promise<void> {
  await owner.goto('/client/client-access');
  await expect(owner.getByRole('heading', { name: 'Client access', level: 1 })).toBeVisible();
  await owner.getByLabel('Email address').fill(email);
  for (const name of projectNames) await owner.getByRole('checkbox', { name }).check();
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
}

/** The link of the newest mail to `email` in the dev outbox, as a developer would open it. */
export async function outboxLink(page: Page, email: string): Promise<string> {
  const res = await page.request.get('/api/dev/outbox');
  const { mails } = (await res.json()) as { mails: { to: string; link: string | null }[] };
  const link = mails.find((mail) => mail.to === email)?.link;
  expect(link, `a mail to ${email}`).toBeTruthy();
  return link!;
}

/** Drags a board card with the mouse into a column: a small first move starts dnd-kit's drag. */
export async function dragCardTo(page: Page, card: Locator, column: Locator): Promise<void> {
  const from = (await card.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}
