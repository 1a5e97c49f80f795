import { test, expect } from './support/fixtures.ts';
import { holdSocketMessage } from './support/held-socket-message.ts';
import {
  createWidgetProject,
  deleteComment,
  expectPinOn,
  memberPin,
  openHostPage,
  openWidgetList,
  pinComment,
  reply,
  setStatus,
  storedThreads,
} from './support/widget-project.ts';

// Pins stay on their element on a third-party page: across reloads and breakpoints, detached (never
// misplaced) when the element is gone, per route in a single-page app; and the thread behind a pin.
test('a pin follows its element across reloads and breakpoints and is listed as detached when the element goes', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { context, page } = await openHostPage(browser, appServer.url, hostSite);

  await pinComment(page, '#hero-copy', 'The price line wraps badly');
  const pin = page.getByRole('button', { name: /^Comment 1:/ });
  await expectPinOn(pin, page.locator('#hero-copy'));

  await page.reload();
  await expectPinOn(pin, page.locator('#hero-copy'));

  // On a phone the centred column starts at the left edge: the paragraph moves, the pin with it.
  const wideBox = await page.locator('#hero-copy').boundingBox();
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneBox = await page.locator('#hero-copy').boundingBox();
  expect(phoneBox!.x).toBeLessThan(wideBox!.x - 100);
  await expectPinOn(pin, page.locator('#hero-copy'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // The element goes; a paragraph with the same id but other text takes its place. The selector
  // would match it, but its text does not: the pin is detached, not moved onto the wrong text.
  await page.evaluate(() => {
    const old = document.querySelector('#hero-copy')!;
    const impostor = document.createElement('p');
    impostor.id = 'hero-copy';
    impostor.textContent = 'Summer sale: everything must go.';
    old.replaceWith(impostor);
  });
  await expect(pin).toBeHidden();
  await page.getByRole('button', { name: /Show comments \(1, 1 detached\)/ }).click();
  const detached = page.locator('section.cf-section', { has: page.getByRole('heading', { name: 'Detached comments' }) });
  await detached.getByRole('button', { name: /The price line wraps badly/ }).click();
  await expect(page.getByRole('heading', { name: 'Comment 1' })).toBeVisible();
  await expect(page.getByText('Detached: its element is no longer on this page.')).toBeVisible();

  // The text comes back (a re-render with the same words): the pin finds its element again.
  await page.evaluate(() => {
    document.querySelector('#hero-copy')!.textContent = 'Fresh colours for the new season, shipped free over $50.';
  });
  await expectPinOn(pin, page.locator('#hero-copy'));
  await context.close();
});

test('a single-page app shows only the pins of its current route', async ({ browser, appServer, hostSite }) => {
  const { project, page } = await openHostPage(browser, appServer.url, hostSite);
  await pinComment(page, '#hero-copy', 'Spring route note');
  await expect(page.getByRole('button', { name: /^Comment 1: Spring route note/ })).toBeVisible();

  // The site's other route keeps the snippet in its query, as the host site needs to serve it there.
  const about = new URL(hostSite.pageUrl(project.snippet, '/about'));
  await page.evaluate((path) => history.pushState({}, '', path), about.pathname + about.search);
  await expect(page.getByRole('button', { name: /^Comment 1: Spring route note/ })).toBeHidden();
  await pinComment(page, '#buy', 'About route note');
  await expect(page.getByRole('button', { name: /^Comment 1: About route note/ })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('button', { name: /^Comment 1: Spring route note/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /About route note/ })).toBeHidden();

  // "All pages" lists the other route's thread, with a link that opens it there.
  await page.getByRole('button', { name: /Show comments/ }).click();
  await page.getByRole('button', { name: 'All pages' }).click();
  const link = page.getByRole('link', { name: /About route note/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/about\?.*#commentflow=/);
  await expect(page.getByRole('heading', { name: 'Comment 1' })).toBeVisible();
  await expect(page.locator('.cf-panel').getByText('About route note')).toBeVisible();
  expect(await storedThreads(appServer.url, project, 'About route note')).toHaveLength(1);
});

test('a pin stored while the widget is still connecting appears all the same', async ({ browser, appServer, hostSite }) => {
  // The page's comments come with the loader; the live socket joins the project a moment later (on a
  // slow phone, seconds). Its connect is held on its way to the server while a teammate pins: Socket.IO
  // delivers nothing from before the join, so the widget must read the page again once connected.
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // Socket.IO's connect packet, which carries the project key the server joins the socket by.
  const connect = await holdSocketMessage(page, (message) => message.startsWith('40'));
  // The list opened: the widget's app has the page's comments, none yet, and connects.
  await openWidgetList(page, hostSite.pageUrl(project.snippet));
  await expect(page.getByRole('dialog', { name: 'Comments' }).getByText(/No open comments on this page/)).toBeVisible();
  await connect.sent;
  await memberPin(appServer.url, project, hostSite.origin, page.url(), 'Teammate: pinned while you connected');
  connect.release();
  await expectPinOn(page.getByRole('button', { name: /^Comment 1: Teammate/ }), page.locator('#buy'));
});

test('a thread shows replies and status live, pins come and go live, and the filters pick open, resolved and mine', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const { project, page } = await openHostPage(browser, appServer.url, hostSite);
  await pinComment(page, '#hero-copy', 'Mine: the copy is too long');
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  const [mine] = await storedThreads(appServer.url, project, 'Mine: the copy is too long');

  // A teammate pins the Buy button from another browser: the pin appears here live.
  const theirs = await memberPin(appServer.url, project, hostSite.origin, page.url(), 'Teammate: make this button green');
  const theirPin = page.getByRole('button', { name: /^Comment 2: Teammate/ });
  await expectPinOn(theirPin, page.locator('#buy'));

  await page.getByRole('button', { name: /^Comment 1:/ }).click();
  const panel = page.locator('.cf-panel');
  await reply(appServer.url, project, mine!.id, 'Shortened it, have a look');
  await expect(panel.getByText('Shortened it, have a look')).toBeVisible();
  await expect(panel.locator('.cf-author', { hasText: 'Olive Owner' })).toBeVisible();
  await expect(panel.locator('.cf-avatar').last()).toHaveText('OO');
  await expect(panel.locator('time').last()).toHaveText('just now');

  await panel.getByRole('textbox', { name: 'Reply' }).fill('Looks right now');
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.getByText('Looks right now')).toBeVisible();
  await expect(panel.locator('.cf-comment')).toHaveCount(3);

  // Resolved from the dashboard: the open thread's status changes live.
  await setStatus(appServer.url, project, mine!.id, 'resolved');
  await expect(panel.locator('.cf-status').first()).toHaveText('Resolved');
  await page.getByRole('button', { name: 'Back to all comments' }).click();
  await expect(panel.getByRole('button', { name: /Mine: the copy/ })).toBeHidden();
  await expect(panel.getByRole('button', { name: /Teammate/ })).toBeVisible();

  await panel.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(panel.getByRole('button', { name: /Mine: the copy/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Teammate/ })).toBeHidden();

  await panel.getByRole('button', { name: 'Open', exact: true }).click();
  await setStatus(appServer.url, project, mine!.id, 'open');
  await expect(panel.getByRole('button', { name: /Mine: the copy/ })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Only mine' }).check();
  await expect(panel.getByRole('button', { name: /Mine: the copy/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Teammate/ })).toBeHidden();
  await panel.getByRole('checkbox', { name: 'Only mine' }).uncheck();

  // Deleted elsewhere: the pin and its row go live.
  await deleteComment(appServer.url, project, theirs);
  await expect(theirPin).toBeHidden();
  await expect(panel.getByRole('button', { name: /Teammate/ })).toBeHidden();
});
