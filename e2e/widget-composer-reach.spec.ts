import { test, expect } from './support/fixtures.ts';
import { openHostPage } from './support/widget-project.ts';

// A pin dropped by the bottom-right corner, where the launcher sits: the composer's Send and Cancel
// must stay reachable (Playwright's click fails when another element would receive it).
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the composer is never covered by the launcher by the bottom-right corner (${viewport.width}px)`, async ({ browser, appServer, hostSite }) => {
    const { context, page } = await openHostPage(browser, appServer.url, hostSite, viewport);
    const launcher = page.getByRole('button', { name: 'Add a comment (C)' });
    const box = (await launcher.boundingBox())!;

    await page.locator('body').press('c');
    await page.mouse.click(box.x - 24, box.y + box.height / 2);
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
