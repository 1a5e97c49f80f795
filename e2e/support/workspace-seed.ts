import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
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

/**
 * Copies of a pinned thread written straight into the server's SQLite file (thousands through the API
 * would only slow the test down), `count` of them with `created_at` stepping back a second at a time
 * from `newest`. Returns nothing: the dashboard reads them like any other thread.
 */
export function copyThread(dataDir: string, sourceId: string, count: number, newest: Date): void {
  const db = new Database(join(dataDir, 'commentflow.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const copy = db.prepare(`
      INSERT INTO comments (id, workspace_id, project_id, parent_id, client_id, body, status, priority, assignee_id, author_user_id,
        guest_name, guest_email, page_url, page_title, anchor, viewport, meta, resolved_at, created_at, updated_at)
      SELECT ?, workspace_id, project_id, NULL, NULL, ?, status, priority, assignee_id, author_user_id,
        guest_name, guest_email, page_url, page_title, anchor, viewport, meta, resolved_at, ?, ?
      FROM comments WHERE id = ?`);
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const at = new Date(newest.getTime() - i * 1000).toISOString();
        copy.run(randomUUID(), `Filler thread ${i + 1}`, at, at, sourceId);
      }
    })();
  } finally {
    db.close();
  }
}
