import type { Locator } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createWidgetProject, openWidgetList, pinComment } from './support/widget-project.ts';

// The widget follows the visitor's light or dark preference as it changes (theme "auto"), unless the
// site pins it with data-theme or configure({ theme }); the site's accent colour stays in both.

/** How light a CSS colour is, 0 (black) to 255 (white). */
async function lightness(locator: Locator, property: 'background-color' | 'color'): Promise<number> {
  const value = await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const [r, g, b] = (value.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function expectDark(panel: Locator): Promise<void> {
  await expect.poll(() => lightness(panel, 'background-color')).toBeLessThan(60);
  expect(await lightness(panel.getByRole('heading'), 'color')).toBeGreaterThan(200);
}

async function expectLight(panel: Locator): Promise<void> {
  await expect.poll(() => lightness(panel, 'background-color')).toBeGreaterThan(240);
  expect(await lightness(panel.getByRole('heading'), 'color')).toBeLessThan(60);
}

test('auto follows prefers-color-scheme live, data-theme="light" and configure() override it, the accent stays', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(hostSite.pageUrl(project.snippet.replace('<script ', '<script data-accent="#e11d48" ')));
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await pinComment(page, '#hero-copy', 'Dark mode check');
  await page.getByRole('button', { name: /^Comment 1:/ }).click();
  const panel = page.getByRole('dialog', { name: 'Comment 1' });
  await expectDark(panel);
  await expect(panel.getByRole('button', { name: 'Send reply' })).toHaveCSS('background-color', 'rgb(225, 29, 72)');
  await expect.poll(() => lightness(panel.getByRole('textbox', { name: 'Reply' }), 'background-color')).toBeLessThan(60);

  // The visitor switches their system to light while the page is open: the widget follows.
  await page.emulateMedia({ colorScheme: 'light' });
  await expectLight(panel);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectDark(panel);

  // The site's own call wins over the preference, both ways.
  await page.evaluate(() =>
    (window as unknown as { CommentFlow: { configure(options: object): void } }).CommentFlow.configure({ theme: 'light' }),
  );
  await expectLight(panel);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() =>
    (window as unknown as { CommentFlow: { configure(options: object): void } }).CommentFlow.configure({ theme: 'dark' }),
  );
  await expectDark(panel);

  // A snippet that asks for light stays light on a dark system (another page: its list is empty).
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWidgetList(page, hostSite.pageUrl(project.snippet.replace('<script ', '<script data-theme="light" ')));
  await expectLight(page.getByRole('dialog', { name: 'Comments' }));
  await context.close();
});
