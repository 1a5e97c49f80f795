import type { Browser, Page } from '@playwright/test';
import type { AppServer } from './support/app-server.ts';
import { test, expect } from './support/fixtures.ts';
import type { HostSite } from './support/host-site.ts';
import { addMember, createProject, pinAsMember, signUp, type TeamMember } from './support/team.ts';
import { expectPinOn } from './support/widget-project.ts';
import { openWidgetSettings, signInToWidget } from './support/widget-sign-in.ts';

/** Moves the pointer on one teammate's page until the other's page shows their named cursor. */
async function expectCursorOf(mover: Page, watcher: Page, name: string): Promise<void> {
  const cursor = watcher.locator('.cf-cursor', { hasText: name });
  await expect(async () => {
    await mover.mouse.move(200, 150);
    await mover.mouse.move(420, 260, { steps: 5 });
    await expect(cursor).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

// Two teammates on the same page of a customer's site, each signed in to the widget through the
// popup on CommentFlow's origin: each sees the other's cursor, typing and new pins, live.
test("two signed-in teammates see each other's cursor, typing indicator and new pins", async ({ browser, appServer, hostSite }) => {
  const ada = await signUp(appServer.url, 'Ada Owner');
  const bob = await signUp(appServer.url, 'Bob Builder');
  addMember(appServer.dataDir, ada.workspaceId, bob.id);
  const project = await createProject(appServer.url, ada, hostSite.origin);

  const adaContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const adaSite = await adaContext.newPage();
  const bobSite = await bobContext.newPage();
  await adaSite.goto(hostSite.pageUrl(project.snippet));
  await bobSite.goto(hostSite.pageUrl(project.snippet));
  await signInToWidget(adaSite, ada);
  await signInToWidget(bobSite, bob);

  // Ada's pointer shows on Bob's screen with her name.
  await expectCursorOf(adaSite, bobSite, 'Ada Owner');

  // Ada writes a pin: Bob sees that she is typing, and the pin arrives when she sends it.
  await adaSite.locator('body').press('c');
  await adaSite.locator('#hero-copy').click();
  await expect(adaSite.getByText('Commenting as Ada Owner')).toBeVisible();
  await adaSite.getByRole('textbox', { name: 'Comment' }).pressSequentially('The hero copy needs a comma');
  await expect(bobSite.locator('.cf-typing')).toContainText('Ada Owner is writing a comment');
  await adaSite.getByRole('button', { name: 'Send', exact: true }).click();
  const pin = bobSite.getByRole('button', { name: /^Comment 1:/ });
  await expect(pin).toBeVisible();
  await expect(bobSite.locator('.cf-typing')).toBeHidden();
  await pin.click();
  await expect(bobSite.getByRole('dialog').getByText('Ada Owner')).toBeVisible();

  // Bob answers: Ada sees him replying, and the reply is his, not a guest's.
  await bobSite.getByRole('textbox', { name: 'Reply' }).pressSequentially('On it');
  await expect(adaSite.locator('.cf-typing')).toContainText('Bob Builder is replying');
  await bobSite.getByRole('button', { name: 'Send reply' }).click();
  await adaSite.getByRole('button', { name: /^Comment 1:/ }).click();
  await expect(adaSite.getByRole('dialog').getByText('On it')).toBeVisible();
  await expect(adaSite.getByRole('dialog').getByText('Bob Builder')).toBeVisible();

  // Signing out leaves the workspace: Ada's cursor goes from Bob's page, and she is a guest again.
  await adaSite.keyboard.press('Escape');
  await adaSite.getByRole('button', { name: 'Signed in as Ada Owner' }).click();
  await adaSite.getByRole('dialog', { name: 'Widget settings' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(adaSite.getByRole('dialog', { name: 'Widget settings' }).getByText('Not signed in')).toBeVisible();
  await expect(bobSite.locator('.cf-cursor')).toHaveCount(0);

  await adaContext.close();
  await bobContext.close();
});

// One socket per widget: a signed-in member who reloads a page with pins joins the workspace once,
// and their cursor arrives once (it used to open a second socket for presence and join twice).
test('a signed-in member joins the workspace once per page: their dashboard hears one join, a teammate sees one cursor', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const ada = await signUp(appServer.url, 'Ada Owner');
  const bob = await signUp(appServer.url, 'Bob Builder');
  addMember(appServer.dataDir, ada.workspaceId, bob.id);
  const project = await createProject(appServer.url, ada, hostSite.origin);
  const url = hostSite.pageUrl(project.snippet);
  await pinAsMember(appServer.url, ada, project, hostSite.origin, url, 'Pinned before');

  const adaContext = await browser.newContext();
  const dashboardContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const adaSite = await adaContext.newPage();
  const bobSite = await bobContext.newPage();
  await adaSite.goto(url);
  await bobSite.goto(url);
  await signInToWidget(adaSite, ada);
  await signInToWidget(bobSite, bob);

  // Ada's own dashboard, in another browser, lists the workspace's events as they arrive.
  const dashboard = await dashboardContext.newPage();
  await dashboard.goto(`${appServer.url}/login`);
  await dashboard.getByLabel('Email').fill(ada.email);
  await dashboard.getByLabel('Password', { exact: true }).fill(ada.password);
  await dashboard.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dashboard).toHaveURL(/\/client\//);
  await dashboard.goto(`${appServer.url}/client/test-console-monitor`);
  await expect(dashboard.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  const events = dashboard.getByRole('list', { name: 'Received events' });

  const sockets: string[] = [];
  adaSite.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) sockets.push(socket.url());
  });
  await adaSite.reload();
  await expect(adaSite.getByRole('button', { name: 'Signed in as Ada Owner' })).toBeVisible();
  await expect(events.getByText('Ada Owner left the workspace')).toHaveCount(1);
  await expect(events.getByText('Ada Owner joined the workspace')).toHaveCount(1);

  await expectCursorOf(adaSite, bobSite, 'Ada Owner');
  await expect(bobSite.locator('.cf-cursor')).toHaveCount(1);
  await expect(events.getByText('Ada Owner joined the workspace')).toHaveCount(1);
  expect(sockets).toHaveLength(1);

  await adaContext.close();
  await dashboardContext.close();
  await bobContext.close();
});

/** Two teammates of one workspace signed in to the widget on the same page, which holds one pin of Ada's. */
async function teammatesOnOnePin(browser: Browser, appServer: AppServer, hostSite: HostSite, watchBobSocket?: (frame: string) => void) {
  const appUrl = appServer.url;
  const ada = await signUp(appUrl, 'Ada Owner');
  const bob = await signUp(appUrl, 'Bob Builder');
  addMember(appServer.dataDir, ada.workspaceId, bob.id);
  const project = await createProject(appUrl, ada, hostSite.origin);
  const url = hostSite.pageUrl(project.snippet);
  const comment = await pinAsMember(appUrl, ada, project, hostSite.origin, url, 'The hero copy needs a comma');
  const adaContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const adaSite = await adaContext.newPage();
  const bobSite = await bobContext.newPage();
  if (watchBobSocket) {
    bobSite.on('websocket', (socket) => {
      if (socket.url().includes('/socket.io/')) socket.on('framereceived', ({ payload }) => watchBobSocket(String(payload)));
    });
  }
  await adaSite.goto(url);
  await bobSite.goto(url);
  await signInToWidget(adaSite, ada);
  await signInToWidget(bobSite, bob);
  const close = async () => {
    await adaContext.close();
    await bobContext.close();
  };
  return { ada, commentId: comment.id, adaSite, bobSite, close };
}

async function statusOf(appUrl: string, member: TeamMember, commentId: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/comments/${commentId}`, { headers: { authorization: `Bearer ${member.token}` } });
  return ((await response.json()) as { comment: { status: string } }).comment.status;
}

test("a member resolves and reopens a thread in the widget: the server stores it and a teammate's widget follows live", async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { ada, commentId, adaSite, bobSite, close } = await teammatesOnOnePin(browser, appServer, hostSite);
  await bobSite.getByRole('button', { name: /^Comment 1:/ }).click();
  const bobStatus = bobSite.locator('.cf-panel .cf-status').first();
  await expect(bobStatus).toHaveText('Open');

  await adaSite.getByRole('button', { name: /^Comment 1:/ }).click();
  const thread = adaSite.locator('.cf-panel');
  await thread.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(thread.locator('.cf-status').first()).toHaveText('Resolved');
  await expect(thread.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();
  await expect.poll(() => statusOf(appServer.url, ada, commentId)).toBe('resolved');
  await expect(bobStatus).toHaveText('Resolved');

  await thread.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(thread.locator('.cf-status').first()).toHaveText('Open');
  await expect(thread.getByRole('button', { name: 'Resolve', exact: true })).toBeVisible();
  await expect.poll(() => statusOf(appServer.url, ada, commentId)).toBe('open');
  await expect(bobStatus).toHaveText('Open');
  await close();
});

interface PositionsEvent {
  userId: string;
  positions: { commentId: string; y: number; detached: boolean }[];
}

// Received positions are not applied (each page anchors its own pins: README "Pins that stay where they
// belong"), so what is checked is that a moved pin's new place reaches the teammate's socket.
test("a pin whose element moves on a member's page: its new place reaches a teammate's widget as positions-updated", async ({
  browser,
  appServer,
  hostSite,
}) => {
  const received: PositionsEvent[] = [];
  const { ada, commentId, adaSite, bobSite, close } = await teammatesOnOnePin(browser, appServer, hostSite, (frame) => {
    const [name, payload] = frame.startsWith('42[') ? (JSON.parse(frame.slice(2)) as [string, PositionsEvent]) : [];
    if (name === 'positions-updated') received.push(payload!);
  });
  const adaPin = adaSite.getByRole('button', { name: /^Comment 1:/ });
  await expect(adaPin).toBeVisible();

  // A layout change on Ada's page pushes the paragraph (and its pin) far down.
  await adaSite.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '1200px';
    document.querySelector('main')!.prepend(banner);
  });
  await expectPinOn(adaPin, adaSite.locator('#hero-copy'));
  const moved = await adaSite.evaluate(() => {
    const box = document.querySelector('#hero-copy')!.getBoundingClientRect();
    return (box.top + window.scrollY + box.height / 2) / document.documentElement.scrollHeight;
  });
  expect(moved).toBeGreaterThan(0.5);
  await expect
    .poll(() =>
      received
        .filter((event) => event.userId === ada.id)
        .flatMap((event) => event.positions)
        .find((position) => position.commentId === commentId && Math.abs(position.y - moved) < 0.01),
    )
    .toMatchObject({ detached: false });

  // Bob's own page did not change: his pin stays on his paragraph.
  await expectPinOn(bobSite.getByRole('button', { name: /^Comment 1:/ }), bobSite.locator('#hero-copy'));
  await close();
});

test("the widget ignores a sign-in message from any origin but CommentFlow's", async ({ page, appServer, hostSite }) => {
  const ada = await signUp(appServer.url, 'Ada Owner');
  const project = await createProject(appServer.url, ada, hostSite.origin);
  await page.goto(hostSite.pageUrl(project.snippet));
  const settings = await openWidgetSettings(page);
  const popupOpened = page.waitForEvent('popup');
  await settings.getByRole('button', { name: 'Sign in', exact: true }).click();
  const popup = await popupOpened;
  await expect(popup.getByLabel('Email')).toBeVisible();

  // While the real popup waits, the page itself and a frame of another origin post a forged session.
  const forged = {
    type: 'commentflow:widget-auth',
    projectKey: project.publicKey,
    token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJldmlsIn0.c2ln',
    user: { id: ada.id, displayName: 'Mallory', email: 'mallory@example.com' },
    workspace: { id: ada.workspaceId, name: 'Forged' },
  };
  await page.evaluate((message) => window.postMessage(message, '*'), forged);
  const otherOrigin = `http://127.0.0.1:${hostSite.port}/frame`;
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  }, otherOrigin);
  const frame = page.frames().find((candidate) => candidate.url().startsWith('http://127.0.0.1:'));
  expect(frame).toBeTruthy();
  await frame!.evaluate((message) => window.parent.postMessage(message, '*'), forged);
  await expect(settings.getByText('Not signed in')).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(`commentflow:session:${key}`), project.publicKey)).toBeNull();
  await expect(page.getByText('Mallory')).toHaveCount(0);

  // The real popup still completes.
  await popup.getByLabel('Email').fill(ada.email);
  await popup.getByLabel('Password', { exact: true }).fill(ada.password);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(settings.getByText('Signed in as Ada Owner')).toBeVisible();
});

test('on a team-only project the launcher stays for members: a guest is asked to sign in, a member signs in and sees the pins', async ({
  page,
  appServer,
  hostSite,
}) => {
  const ada = await signUp(appServer.url, 'Ada Owner');
  const project = await createProject(appServer.url, ada, hostSite.origin);
  const url = hostSite.pageUrl(project.snippet);
  const headers = { authorization: `Bearer ${ada.token}` };
  expect(
    (await page.request.patch(`${appServer.url}/api/projects/${project.id}`, { headers, data: { allowGuests: false } })).status(),
  ).toBe(200);
  const pinned = await page.request.post(`${appServer.url}/api/widget/${project.publicKey}/comments`, {
    headers: { ...headers, origin: hostSite.origin },
    data: {
      clientId: crypto.randomUUID(),
      body: 'Team-only note',
      pageUrl: url,
      anchor: { selector: '#hero-copy', offsetX: 0.5, offsetY: 0.5 },
      viewport: { width: 1280, height: 720 },
    },
  });
  expect(pinned.status()).toBe(201);

  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await page.locator('body').press('c');
  await page.locator('#site-title').click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('May a guest write here?');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Gina Guest');
  await page.getByRole('textbox', { name: 'Your email' }).fill('gina@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sign in to comment on this site')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toHaveCount(0);

  await signInToWidget(page, ada);
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  // The sign-in lasts for the tab: after a reload the pins come straight back.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
});
