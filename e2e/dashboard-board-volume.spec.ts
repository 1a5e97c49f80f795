import { test, expect } from './support/fixtures.ts';
import { copyThread, dragCardTo, pin, signUpWithProject, storedThread } from './support/dashboard-helpers.ts';

// Thousands of threads: the board must stay usable, which means only the cards in view are rendered.
test('a board column of thousands of threads scrolls to any card, which still drags to another column', async ({ page, appServer }) => {
  const seeded = await signUpWithProject(page, 'Volume User', '/client/dashboard');
  const needle = await pin(page, seeded, 'The needle card');
  const template = await pin(page, seeded, 'Template');
  // 150 threads newer than the needle and 2,850 older: it sits deep in the Open column.
  copyThread(appServer.dataDir, template.id, 150, new Date(Date.now() + 86_400_000));
  copyThread(appServer.dataDir, template.id, 2_850, new Date(Date.now() - 86_400_000));

  await page.goto('/client/comments?view=board');
  const column = (name: string) => page.getByRole('region', { name });
  const open = column('Open');
  await expect(open.getByRole('link', { name: /Filler thread 1\b/ })).toBeVisible();
  await expect(open.getByRole('heading')).toContainText('+');

  const scroller = page.getByTestId('board-column-open');
  const card = open.getByRole('link', { name: /The needle card/ });
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollBy(0, 1_500));
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass();
  await card.scrollIntoViewIfNeeded();
  // Virtualised: a window of cards, not the hundreds already loaded above and around it.
  expect(await open.getByRole('link').count()).toBeLessThan(60);

  await dragCardTo(page, card, column('Resolved'));
  await expect(column('Resolved').getByRole('link', { name: /The needle card/ })).toBeVisible();
  await expect.poll(async () => (await storedThread(page, seeded, needle.id)).status).toBe('resolved');

  // The keyboard moves a card deep in a column too, and keeps the focus on it in its new column.
  const resolvedCard = column('Resolved').getByRole('link', { name: /The needle card/ });
  await resolvedCard.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(column('In progress').getByRole('link', { name: /The needle card/ })).toBeFocused();
  await expect.poll(async () => (await storedThread(page, seeded, needle.id)).status).toBe('in_progress');
});
