import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createProject, pinAsMember, signUp } from './support/team.ts';
import { openWidgetList } from './support/widget-project.ts';

async function sitePage(page: Page, appUrl: string, siteOrigin: string, pageUrl: (snippet: string) => string) {
  const owner = await signUp(appUrl, 'Olivia Owner');
  const project = await createProject(appUrl, owner, siteOrigin);
  await page.goto(pageUrl(project.snippet));
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
}

test('the shortcuts of docs/product/limits.md work outside text fields', async ({ page, appServer, hostSite }) => {
  await sitePage(page, appServer.url, hostSite.origin, hostSite.pageUrl);
  const body = page.locator('body');

  // c: comment mode on and off.
  await body.press('c');
  await expect(page.getByText('Click an element to comment on it')).toBeVisible();
  await body.press('c');
  await expect(page.getByText('Click an element to comment on it')).toBeHidden();

  // Shift+C: the list; Cmd/Ctrl+F then focuses its search, which filters.
  await body.press('Shift+C');
  const heading = page.getByRole('heading', { name: 'Comments', exact: true });
  await expect(heading).toBeVisible();
  await page.keyboard.press('Control+f');
  await expect(page.getByRole('searchbox', { name: 'Search comments' })).toBeFocused();
  await page.keyboard.press('Control+f');
  await page.keyboard.type('nothing matches');
  await expect(page.getByRole('searchbox', { name: 'Search comments' })).toHaveValue('nothing matches');
  await page.keyboard.press('Escape');
  await expect(heading).toBeHidden();

  // Cmd/Ctrl+K activates the widget: the list opens.
  await body.press('Control+k');
  await expect(heading).toBeVisible();

  // Escape from the search field closes the list, and the very next key is a shortcut again: the
  // hidden field keeps no focus to take it as typing. Both keys go, as a person's would, to the
  // focused element, in one task, before the browser could move focus away by itself.
  await page.getByRole('searchbox', { name: 'Search comments' }).focus();
  await page.evaluate(() => {
    const focused = () => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element ?? document.body;
    };
    const press = (init: KeyboardEventInit) =>
      focused().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init }));
    press({ key: 'Escape' });
    press({ key: 'k', ctrlKey: true });
  });
  await expect(heading).toBeVisible();

  // F1: help; Cmd/Ctrl+,: settings; Escape closes each.
  await body.press('F1');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Show or hide the comments list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await body.press('Control+,');
  const settings = page.getByRole('dialog', { name: 'Widget settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
});

test('Cmd (the Meta key) works like Ctrl, before and after the app has loaded', async ({ page, appServer, hostSite }) => {
  await sitePage(page, appServer.url, hostSite.origin, hostSite.pageUrl);
  const body = page.locator('body');
  const heading = page.getByRole('heading', { name: 'Comments', exact: true });

  // The loader hears Cmd+K and loads the app for it.
  await body.press('Meta+k');
  await expect(heading).toBeVisible();
  await page.keyboard.press('Meta+f');
  await expect(page.getByRole('searchbox', { name: 'Search comments' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(heading).toBeHidden();

  await body.press('Meta+,');
  const settings = page.getByRole('dialog', { name: 'Widget settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await body.press('Meta+k');
  await expect(heading).toBeVisible();
});

test('shortcuts do nothing while someone types in the host page or in the widget', async ({ page, appServer, hostSite }) => {
  await sitePage(page, appServer.url, hostSite.origin, hostSite.pageUrl);
  const field = page.locator('#newsletter-email');
  await field.click();
  // Before the app has loaded (the loader's listener) ...
  await field.press('c');
  await field.press('Shift+C');
  await field.press('Control+k');
  await field.press('F1');
  await field.press('Control+,');
  await expect(field).toHaveValue('cC');
  await expect(page.getByText('Click an element to comment on it')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // ... and after (the app's).
  await field.blur();
  await page.keyboard.press('c');
  await page.locator('#hero-copy').click();
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await comment.pressSequentially('cCc');
  await comment.press('F1');
  await expect(comment).toHaveValue('cCc');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await field.fill('');
  await field.pressSequentially('cC');
  await field.press('Control+,');
  await expect(field).toHaveValue('cC');
  await expect(page.getByText('Click an element to comment on it')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Comments', exact: true })).toBeHidden();
});

test('a comment arriving live while someone searches the list leaves the search field focused, so typing goes on', async ({
  page,
  appServer,
  hostSite,
}) => {
  const owner = await signUp(appServer.url, 'Olivia Owner');
  const project = await createProject(appServer.url, owner, hostSite.origin);
  const url = hostSite.pageUrl(project.snippet);
  await openWidgetList(page, url);
  const list = page.getByRole('dialog', { name: 'Comments' });
  await expect(list.getByText(/No open comments on this page/)).toBeVisible();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Search comments' });
  await page.keyboard.type('Live');

  // A teammate pins a comment on the same page: the list is drawn again with it.
  await pinAsMember(appServer.url, owner, project, hostSite.origin, url, 'Live from a teammate');
  await expect(list.getByRole('button', { name: /Live from a teammate/ })).toBeVisible();

  await expect(search).toBeFocused();
  await page.keyboard.type(' from');
  await expect(search).toHaveValue('Live from');
  await expect(list.getByRole('button', { name: /Live from a teammate/ })).toBeVisible();
});
