import { test, expect } from './support/fixtures.ts';
import { enterCommentMode, openHostPage } from './support/widget-project.ts';

// A pin dropped by the bottom-right corner, where the launcher sits: the composer's Send and Cancel
// must stay reachable (Playwright's click fails when another element would receive it).
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the composer is never covered by the launcher by the bottom-right corner (${viewport.width}px)`, async ({
    browser,
    appServer,
    hostSite,
  }) => {
    const { context, page } = await openHostPage(browser, appServer.url, hostSite, viewport);
    // The click waits for comment mode to be on: pressing C loads the app, and a click meanwhile may
    // reach the page before the widget does. Once the app is up, the launcher has the list and
    // sign-in buttons to its left (a point beside it would open the list), so the pin goes just above
    // the launcher, still in the corner it covers, and far from the pick hint at the top.
    await enterCommentMode(page);
    const box = (await page.getByRole('button', { name: 'Stop commenting (Esc)' }).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y - 24);
    const composer = page.getByRole('form', { name: 'New comment' });
    await expect(composer).toBeVisible();
    await composer.getByRole('textbox', { name: 'Comment' }).fill('Footer link is broken');
    await composer.getByRole('textbox', { name: 'Your name' }).fill('Grace Client');
    await composer.getByRole('textbox', { name: 'Your email' }).fill('grace@client.example');
    const form = (await composer.boundingBox())!;
    expect(form.y).toBeGreaterThanOrEqual(0);
    expect(form.y + form.height).toBeLessThanOrEqual(viewport.height);
    // The launcher sits under the composer there: Playwright's click checks that the button itself
    // receives it, so a covered Send or Cancel fails here.
    await composer.getByRole('button', { name: 'Cancel' }).click({ trial: true });
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Comment 1: Footer link is broken/ })).toBeAttached();
    await context.close();
  });
}
