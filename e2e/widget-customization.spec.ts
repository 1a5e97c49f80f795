import { test, expect } from './support/fixtures.ts';
import { ownerWithProject } from './support/team.ts';

// A site that styles the launcher with data-* attributes and drives the widget with window.CommentFlow,
// including calls queued before the snippet has loaded.
test('snippet attributes and the JavaScript API customize the widget, and its events reach the page', async ({
  page,
  appServer,
  hostSite,
}) => {
  const { project } = await ownerWithProject(appServer.url, hostSite.origin);
  const snippet = project.snippet.replace(
    '<script ',
    '<script data-position="bottom-left" data-accent="#e11d48" data-button-text="Feedback" data-lang="de" ',
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    const created: unknown[] = [];
    Object.assign(window, {
      cfSeen: seen,
      cfCreated: created,
      CommentFlow: [
        ['identify', { name: 'Ivy Identified', email: 'ivy@client.example' }],
        ['setMetadata', { plan: 'pro', seats: 12 }],
        ['on', 'ready', () => seen.push('ready')],
        ['on', 'open', () => seen.push('open')],
        ['on', 'close', () => seen.push('close')],
        ['on', 'comment-created', (comment: unknown) => created.push(comment)],
      ],
    });
  });
  await page.goto(hostSite.pageUrl(snippet));

  // The loader's launcher already follows the attributes: bottom left, rose, labelled, named in German.
  const fab = page.getByRole('button', { name: 'Kommentar hinzufügen (C)' });
  await expect(fab).toBeVisible();
  const box = (await fab.boundingBox())!;
  expect(box.x).toBeLessThan(100);
  expect(box.width).toBeGreaterThan(80);
  await expect(fab).toHaveCSS('background-color', 'rgb(225, 29, 72)');

  // open() loads the app (in German, as data-lang asks), which replays the queued calls and says ready, then open.
  await page.evaluate(() => (window as unknown as { CommentFlow: { open(): void } }).CommentFlow.open());
  await expect(page.getByRole('heading', { name: 'Kommentare', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { cfSeen: string[] }).cfSeen)).toEqual(['ready', 'open']);
  await expect(page.getByRole('searchbox', { name: 'Kommentare durchsuchen' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { CommentFlow: { close(): void } }).CommentFlow.close());
  await expect.poll(() => page.evaluate(() => (window as unknown as { cfSeen: string[] }).cfSeen)).toEqual(['ready', 'open', 'close']);

  // identify() filled the guest's name; the comment carries the page's metadata and fires the event.
  await page.keyboard.press('c');
  await page.locator('#hero-copy').click();
  await expect(page.getByText('Sie kommentieren als Ivy Identified')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kommentar' }).fill('Customized widget comment');
  await page.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Kommentar 1:/ })).toBeVisible();
  // The live event can show the pin before the HTTP answer that fires comment-created arrives.
  const readCreated = () =>
    page.evaluate(() => (window as unknown as { cfCreated: { body: string; meta: { custom?: unknown } }[] }).cfCreated);
  await expect.poll(async () => (await readCreated()).length).toBe(1);
  const created = await readCreated();
  expect(created[0]!.body).toBe('Customized widget comment');
  expect(created[0]!.meta.custom).toEqual({ plan: 'pro', seats: 12 });

  // The settings speak German; choosing another position moves the launcher and is remembered.
  await page.keyboard.press('Control+,');
  const settings = page.getByRole('dialog', { name: 'Widget-Einstellungen' });
  await expect(settings).toBeVisible();
  await settings.getByLabel('Position der Schaltfläche').selectOption('top-right');
  await page.keyboard.press('Escape');
  const topRight = async () => {
    const fabBox = (await page.getByRole('button', { name: /Kommentieren beenden|Kommentar hinzufügen/ }).boundingBox())!;
    expect(fabBox.y).toBeLessThan(100);
    expect(fabBox.x).toBeGreaterThan(400);
  };
  // The loader alone (the app held back) already puts the launcher where the visitor moved it.
  await page.route('**/widget/widget-app.js', (route) => route.abort());
  await page.reload();
  await expect(topRight).toPass();
  await page.unroute('**/widget/widget-app.js');
  await page.reload();
  await page.keyboard.press('c');
  await expect(topRight).toPass();

  // configure() changes the look at run time, and hideLauncher hides it.
  await page.evaluate(() =>
    (window as unknown as { CommentFlow: { configure(options: object): void } }).CommentFlow.configure({ hideLauncher: true }),
  );
  await expect(page.getByRole('button', { name: /Kommentieren beenden|Kommentar hinzufügen/ })).toBeHidden();
});
