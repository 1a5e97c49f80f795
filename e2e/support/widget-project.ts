import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { HostSite } from './host-site.ts';

export interface WidgetProject {
  token: string;
  projectId: string;
  key: string;
  /** The install snippet, as the dashboard shows it. */
  snippet: string;
}

async function api<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown, origin?: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(origin && { origin }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** An owner with a project for the host site, made through the API (the dashboard has its own tests). */
export async function createWidgetProject(appUrl: string, siteOrigin: string): Promise<WidgetProject> {
  const { idToken: token } = await api<{ idToken: string }>(appUrl, 'POST', '/api/auth/signup', undefined, {
    email: `owner-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse battery',
    displayName: 'Olive Owner',
  });
  const { workspaces } = await api<{ workspaces: { id: string }[] }>(appUrl, 'GET', '/api/workspaces', token);
  const { project } = await api<{ project: { id: string; publicKey: string } }>(
    appUrl,
    'POST',
    `/api/workspaces/${workspaces[0]!.id}/projects`,
    token,
    {
      name: 'Acme Store',
      siteUrl: `${siteOrigin}/`,
    },
  );
  const snippet = `<script src="${appUrl}/widget.js" data-project="${project.publicKey}" async></script>`;
  return { token, projectId: project.id, key: project.publicKey, snippet };
}

/** A new project, and its snippet's page on the host site open in a fresh browser context. */
export async function openHostPage(
  browser: Browser,
  appUrl: string,
  hostSite: HostSite,
  viewport = { width: 1280, height: 800 },
): Promise<{ project: WidgetProject; context: BrowserContext; page: Page }> {
  const project = await createWidgetProject(appUrl, hostSite.origin);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(hostSite.pageUrl(project.snippet));
  await expect(page.getByRole('button', { name: /comment/i }).first()).toBeVisible();
  return { project, context, page };
}

/** The project's thread roots with this text, read over the API as the owner. */
export async function storedThreads(
  appUrl: string,
  project: WidgetProject,
  body: string,
): Promise<{ id: string; status: string; screenshot: { width: number; height: number } | null }[]> {
  const { comments } = await api<{
    comments: { id: string; body: string; status: string; screenshot: { width: number; height: number } | null }[];
  }>(
    appUrl,
    'GET',
    `/api/workspaces/${await workspaceOf(appUrl, project)}/comments?projectId=${project.projectId}&limit=100`,
    project.token,
  );
  return comments.filter((comment) => comment.body === body);
}

async function workspaceOf(appUrl: string, project: WidgetProject): Promise<string> {
  const { project: found } = await api<{ project: { workspaceId: string } }>(
    appUrl,
    'GET',
    `/api/projects/${project.projectId}`,
    project.token,
  );
  return found.workspaceId;
}

/** The bodies of a thread's replies, oldest first. */
export async function storedReplies(appUrl: string, project: WidgetProject, commentId: string): Promise<string[]> {
  const { replies } = await api<{ replies: { body: string }[] }>(appUrl, 'GET', `/api/comments/${commentId}`, project.token);
  return replies.map((reply) => reply.body);
}

export function setAllowGuests(appUrl: string, project: WidgetProject, allowGuests: boolean): Promise<unknown> {
  return api(appUrl, 'PATCH', `/api/projects/${project.projectId}`, project.token, { allowGuests });
}

export function setStatus(appUrl: string, project: WidgetProject, commentId: string, status: string): Promise<unknown> {
  return api(appUrl, 'PATCH', `/api/comments/${commentId}`, project.token, { status });
}

export function reply(appUrl: string, project: WidgetProject, commentId: string, body: string): Promise<unknown> {
  return api(appUrl, 'POST', `/api/comments/${commentId}/replies`, project.token, { body });
}

/** A pin by the owner through the widget API, as their own widget on that page would send it. */
export async function memberPin(
  appUrl: string,
  project: WidgetProject,
  siteOrigin: string,
  pageUrl: string,
  body: string,
): Promise<string> {
  const anchor = {
    selector: '#buy',
    tag: 'button',
    textQuote: { exact: 'Buy now' },
    attributes: { id: 'buy', type: 'button' },
    offsetX: 0.5,
    offsetY: 0.5,
  };
  const { comment } = await api<{ comment: { id: string } }>(
    appUrl,
    'POST',
    `/api/widget/${project.key}/comments`,
    project.token,
    { clientId: crypto.randomUUID(), body, pageUrl, pageTitle: 'Acme Store', anchor, viewport: { width: 1280, height: 800 } },
    siteOrigin,
  );
  return comment.id;
}

export function deleteComment(appUrl: string, project: WidgetProject, commentId: string): Promise<unknown> {
  return api(appUrl, 'DELETE', `/api/comments/${commentId}`, project.token);
}

/** The pin's centre lies on the element (a pixel of slack for rounding). */
export async function expectPinOn(pin: Locator, target: Locator): Promise<void> {
  await expect(pin).toBeVisible();
  await expect
    .poll(async () => {
      const [pinBox, box] = await Promise.all([pin.boundingBox(), target.boundingBox()]);
      if (!pinBox || !box) return false;
      const x = pinBox.x + pinBox.width / 2;
      const y = pinBox.y + pinBox.height / 2;
      return x >= box.x - 1 && x <= box.x + box.width + 1 && y >= box.y - 1 && y <= box.y + box.height + 1;
    })
    .toBe(true);
}

/**
 * Comment mode as a visitor enters it: C, once the loader listens (its launcher is up; a key pressed
 * before that is the page's, and the composer never opens), and the hint that mode is on.
 */
export async function enterCommentMode(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await page.locator('body').press('c');
  await expect(page.getByText('Click an element to comment on it')).toBeVisible();
}

/** Loads the widget app (a fresh page has only the loader), as a visitor does by pressing C once. */
export async function loadWidgetApp(page: Page): Promise<void> {
  await enterCommentMode(page);
  await page.locator('body').press('Escape');
  await expect(page.getByText('Click an element to comment on it')).toBeHidden();
}

/** Comment mode, a click on the element, the text, and the guest's details the first time; not sent yet. */
export async function startComment(page: Page, selector: string, text: string, { withScreenshot = false } = {}): Promise<void> {
  await enterCommentMode(page);
  await page.locator(selector).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  const name = page.getByRole('textbox', { name: 'Your name' });
  if (await name.isVisible()) {
    await name.fill('Grace Client');
    await page.getByRole('textbox', { name: 'Your email' }).fill('grace@client.example');
  }
  if (withScreenshot) {
    await page.getByRole('button', { name: 'Add screenshot' }).click();
    await page.getByRole('dialog', { name: 'Annotate the screenshot' }).getByRole('button', { name: 'Attach screenshot' }).click();
    await expect(page.getByRole('img', { name: 'Screenshot to attach' })).toBeVisible();
  }
}

/** startComment(), then Send. */
export async function pinComment(page: Page, selector: string, text: string, options: { withScreenshot?: boolean } = {}): Promise<void> {
  await startComment(page, selector, text, options);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/**
 * Opens the page and then the widget's list (Shift+C). Not at once: the widget's keys work once its
 * script has run, and the launcher shows when the server has answered; a key pressed before went
 * nowhere, and the list never opened.
 */
export async function openWidgetList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await page.locator('body').press('Shift+C');
  await expect(page.getByRole('heading', { name: 'Comments', exact: true })).toBeVisible();
}
