import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../apps/server/src/test/hostile-strings.ts';
import { postWidgetComment, signUpWithProject } from './support/dashboard-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// Hostile strings (XSS payloads and naughty strings, apps/server/src/test/hostile-strings.ts) through
// the text fields people fill in: names, workspace and project names, page titles, comment and reply
// bodies. Rendered in the dashboard and in the widget on a customer's page, none of them runs: the
// payloads would set window.__pwned or open a dialog, and both are watched.

// Guests write at most 30 times a minute per address and project: the rest go in as the owner.
const GUEST_WRITES = 25;
const PAYLOAD = '<img src=x onerror="window.__pwned=1">';

/** Records any dialog the page opens (and closes it) and says whether a payload ran. */
function watchExecutions(page: Page): () => Promise<{ pwned: boolean; dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => ({ pwned: await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned !== undefined), dialogs });
}

test('hostile text shows as text in the dashboard and the widget, and runs nothing', async ({ page, hostSite }) => {
  test.setTimeout(180_000);
  const executions = watchExecutions(page);
  const seeded = await signUpWithProject(page, PAYLOAD, '/client/dashboard', hostSite.origin);
  const headers = { authorization: `Bearer ${seeded.token}` };
  expect(
    (
      await page.request.patch(`/api/workspaces/${seeded.workspaceId}`, { headers, data: { name: '<svg onload=window.__pwned=1>' } })
    ).status(),
  ).toBe(200);
  const second = await page.request.post(`/api/workspaces/${seeded.workspaceId}/projects`, {
    headers,
    data: { name: '"><img src=x onerror=window.__pwned=1>', siteUrl: `${hostSite.origin}/` },
  });
  expect(second.status()).toBe(201);

  // Every pin on the one page the widget will show, anchored to an element that page has.
  const snippet = `<script src="${new URL(page.url()).origin}/widget.js" data-project="${seeded.project.publicKey}" async></script>`;
  const pageUrl = hostSite.pageUrl(snippet, '/hostile');
  const anchor = { selector: '#hero-copy', offsetX: 0.5, offsetY: 0.5 };
  const threads: string[] = [];
  for (const [index, hostile] of HOSTILE_STRINGS.entries()) {
    const fields = { pageTitle: hostile, pageUrl, anchor };
    // A body of blanks alone ('　') is refused as empty: each body carries its number too.
    const body = `#${index} ${hostile}`;
    if (index < GUEST_WRITES) {
      const comment = await postWidgetComment(page, seeded.project, hostSite.origin, body, {
        ...fields,
        guest: { name: hostile, email: `g${index}@example.com` },
      });
      threads.push(comment.id);
      continue;
    }
    const res = await page.request.post(`/api/widget/${seeded.project.publicKey}/comments`, {
      headers: { ...headers, origin: hostSite.origin },
      data: { clientId: randomUUID(), body, ...fields, viewport: { width: 1280, height: 800 } },
    });
    expect(res.status(), hostile).toBe(201);
    threads.push(((await res.json()) as { comment: { id: string } }).comment.id);
  }
  const reply = await page.request.post(`/api/comments/${threads[0]}/replies`, { headers, data: { body: HOSTILE_STRINGS.join('\n') } });
  expect(reply.status()).toBe(201);

  // The dashboard: home, inbox, board, a thread, the project page.
  for (const path of [
    '/client/dashboard',
    '/client/comments?status=all',
    '/client/comments?view=board',
    `/client/comments/${threads[0]}`,
    `/client/project/${seeded.project.id}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    if (path.includes(threads[0]!)) await expect(page.getByText(HOSTILE_STRINGS[0]!).first()).toBeVisible();
    if (path === '/client/comments?status=all')
      await expect(page.getByText(HOSTILE_STRINGS[HOSTILE_STRINGS.length - 1]!).first()).toBeVisible();
    expect(await executions(), path).toEqual({ pwned: false, dialogs: [] });
  }
  expect(await page.locator('img[src="x"], svg[onload], iframe, details[ontoggle]').count()).toBe(0);

  // The widget on the customer's page, as a guest: the pins of the page and a thread.
  await page.goto(pageUrl);
  // The pins share one spot: the newest lies on top.
  const last = HOSTILE_STRINGS.length;
  const top = page.getByRole('button', { name: new RegExp(`^Comment ${last}:`) });
  await expect(top).toBeVisible();
  await top.click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(`#${last - 1} ${HOSTILE_STRINGS[last - 1]}`)
      .first(),
  ).toBeVisible();
  expect(
    await page
      .locator('commentflow-widget img[src="x"], commentflow-widget svg[onload], commentflow-widget iframe, commentflow-widget details')
      .count(),
  ).toBe(0);
  expect(await executions(), 'widget').toEqual({ pwned: false, dialogs: [] });
});
