import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject, storedThread } from './support/dashboard-helpers.ts';

test('a triager labels a thread in its panel: added with Enter, kept after reload, removed with its button', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Lena Label', '/client/dashboard');
  const root = await pin(page, seeded, 'Checkout total is wrong');

  await page.goto(`/client/comments/${root.id}`);
  const thread = page.getByRole('region', { name: 'Selected thread' });
  const input = thread.getByRole('textbox', { name: 'Add a label' });
  await input.fill('  Checkout ');
  await input.press('Enter');
  const labels = thread.getByRole('list', { name: 'Labels' });
  await expect(labels.getByRole('listitem')).toHaveText(['checkout']);
  await expect(input).toHaveValue('');
  await input.fill('copy');
  await input.press('Enter');
  await expect(labels.getByRole('listitem')).toHaveText(['checkout', 'copy']);
  await expect.poll(async () => (await storedThread(page, seeded, root.id)).labels).toEqual(['checkout', 'copy']);

  await page.reload();
  await expect(labels.getByRole('listitem')).toHaveText(['checkout', 'copy']);
  await thread.getByRole('button', { name: 'Remove the label checkout' }).click();
  await expect(labels.getByRole('listitem')).toHaveText(['copy']);
  await expect.poll(async () => (await storedThread(page, seeded, root.id)).labels).toEqual(['copy']);
  const row = page.getByRole('list', { name: 'Threads' }).getByRole('link', { name: /Checkout total is wrong/ });
  await expect(row).toContainText('copy');
  await expect(row).not.toContainText('checkout');
});
