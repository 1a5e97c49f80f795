import { test, expect } from './support/fixtures.ts';
import { enterCommentMode, openHostPage } from './support/widget-project.ts';

// A comment's length limit (5,000 characters) shows as a count before it is reached; text pasted over
// it stays whole, and Send says why it refuses instead of the field cutting the text without a word.
test('text pasted over the limit is kept whole, counted, and refused on send with the reason', async ({ browser, appServer, hostSite }) => {
  const { context, page } = await openHostPage(browser, appServer.url, hostSite);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostSite.origin });
  await enterCommentMode(page);
  await page.locator('#hero-copy').click();
  const composer = page.getByRole('form', { name: 'New comment' });
  const comment = composer.getByRole('textbox', { name: 'Comment' });
  await comment.fill('a'.repeat(4_400));
  await expect(composer.getByText(/left$/)).toBeHidden();

  await page.evaluate((text) => navigator.clipboard.writeText(text), 'b'.repeat(610));
  await comment.press('ControlOrMeta+End');
  await comment.press('ControlOrMeta+V');
  await expect(comment).toHaveValue('a'.repeat(4_400) + 'b'.repeat(610));
  await expect(composer.getByText('10 characters over the limit')).toBeVisible();

  await composer.getByRole('textbox', { name: 'Your name' }).fill('Grace Client');
  await composer.getByRole('textbox', { name: 'Your email' }).fill('grace@client.example');
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer.getByRole('alert')).toHaveText('Too long to send: keep it under 5000 characters');
  await expect(comment).toHaveValue('a'.repeat(4_400) + 'b'.repeat(610));

  // Shortened under the limit: the count says what is left, and the comment goes.
  await comment.fill('a'.repeat(4_999));
  await expect(composer.getByText('1 character left')).toBeVisible();
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer).toBeHidden();
  await expect(page.getByRole('button', { name: /^Comment 1: a+/ })).toBeAttached();
  await context.close();
});
