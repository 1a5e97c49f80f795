import type { Browser, Page } from '@playwright/test';
import type { AppServer } from './support/app-server.ts';
import { test, expect } from './support/fixtures.ts';
import type { HostSite } from './support/host-site.ts';
import { pinComment } from './support/widget-project.ts';
import { addMember, createProject, signUp, type TeamMember } from './support/team.ts';
import { openWidgetSettings, signInToWidget } from './support/widget-sign-in.ts';

const AS_GUEST = "Your account has no access to this project's feedback. You are signed out here and continue as a guest.";
const NOT_AVAILABLE =
  "Your account has no access to this project's feedback, and this project takes no comments from guests, so the feedback widget is not available to you here.";

async function call(appUrl: string, owner: TeamMember, method: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

/** The owner makes a teammate a client; a client sees only the projects shared with them, here none. */
const makeClient = (appUrl: string, owner: TeamMember, member: TeamMember) =>
  call(appUrl, owner, 'PATCH', `/api/workspaces/${owner.workspaceId}/members/${member.id}`, { role: 'client' });

/**
 * A teammate signed in to the widget of the owner's project on the host page (her own browser
 * context); the project takes guests unless told otherwise.
 */
async function memberOnSite(browser: Browser, appServer: AppServer, hostSite: HostSite, { allowGuests = true } = {}) {
  const owner = await signUp(appServer.url, 'Olive Owner');
  const cleo = await signUp(appServer.url, 'Cleo Client');
  addMember(appServer.dataDir, owner.workspaceId, cleo.id);
  const project = await createProject(appServer.url, owner, hostSite.origin);
  if (!allowGuests) await call(appServer.url, owner, 'PATCH', `/api/projects/${project.id}`, { allowGuests: false });
  const site = await (await browser.newContext()).newPage();
  const pageUrl = hostSite.pageUrl(project.snippet);
  await site.goto(pageUrl);
  await signInToWidget(site, cleo);
  return { owner, cleo, site, pageUrl };
}

async function expectGuestWidget(site: Page): Promise<void> {
  const settings = await openWidgetSettings(site);
  await expect(settings.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await site.keyboard.press('Escape');
}

// A teammate signed in to the widget who becomes a client of other projects only is refused by the
// server on this project: the widget says so once, in plain words, and carries on as a guest.
test('a signed-in member whose access to the project goes is told once and comments on as a guest', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { owner, cleo, site } = await memberOnSite(browser, appServer, hostSite);

  // While the page is open: the server closes her socket, and its reconnect is refused.
  await makeClient(appServer.url, owner, cleo);
  await expect(site.getByRole('alert').filter({ hasText: AS_GUEST })).toBeVisible();
  await expectGuestWidget(site);
  await pinComment(site, '#hero-copy', 'Written after my access went');
  await expect(site.getByRole('button', { name: /^Comment 1: Written after my access went/ })).toBeVisible();

  // Told once: the next page of the visit has no session left to refuse.
  await site.reload();
  await expect(site.getByRole('button', { name: /^Comment 1: Written after my access went/ })).toBeVisible();
  await expect(site.getByText(AS_GUEST)).toHaveCount(0);
  await site.context().close();
});

test('a member session stored in the tab is refused at the next page load: told why, then a guest', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { owner, cleo, site, pageUrl } = await memberOnSite(browser, appServer, hostSite);
  await site.goto('about:blank');

  await makeClient(appServer.url, owner, cleo);
  await site.goto(pageUrl);
  await expect(site.getByRole('alert').filter({ hasText: AS_GUEST })).toBeVisible();
  await expect(site.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await expectGuestWidget(site);
  await site.context().close();
});

for (const when of ['while the page is open', 'at the next page load'] as const) {
  test(`on a project without guests, a member refused ${when} is told the widget is not available and nothing else shows`, async ({
    browser,
    appServer,
    hostSite,
  }) => {
    const { owner, cleo, site, pageUrl } = await memberOnSite(browser, appServer, hostSite, { allowGuests: false });

    if (when === 'at the next page load') await site.goto('about:blank');
    await makeClient(appServer.url, owner, cleo);
    if (when === 'at the next page load') await site.goto(pageUrl);
    await expect(site.getByRole('alert').filter({ hasText: NOT_AVAILABLE })).toBeVisible();
    await expect(site.getByRole('button', { name: 'Add a comment (C)' })).toBeHidden();
    // Out of the way: no widget on the page, and its shortcut does nothing.
    await expect(site.locator('commentflow-widget')).toHaveCount(0);
    await site.locator('body').press('c');
    await expect(site.getByText('Click an element to comment on it')).toBeHidden();
    await site.context().close();
  });
}
