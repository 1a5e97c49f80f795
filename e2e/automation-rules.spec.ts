import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject } from './support/dashboard-helpers.ts';

test('an owner builds a rule, tries it on recent threads, saves it, and watches it act on new feedback', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Rula Owner', '/client/automation');
  await pin(page, seeded, 'The checkout total is wrong', '/checkout', 'Checkout');
  await pin(page, seeded, 'Typo in the footer', '/about', 'About');

  await expect(page.getByRole('heading', { name: 'Automation', level: 1 })).toBeVisible();
  await expect(page.getByText('No rules yet')).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  await page.getByLabel('Rule name').fill('Checkout is urgent');
  await page.getByLabel('When').selectOption('comment-created');
  await page.getByLabel('Add a condition').selectOption('page-url');
  await page.getByRole('textbox', { name: 'Page URL matches' }).fill('*/checkout*');
  await page.getByLabel('Add an action').selectOption('set-priority');
  await page.getByRole('combobox', { name: 'Set priority' }).selectOption('critical');

  await page.getByRole('button', { name: 'Try on recent threads' }).click();
  const results = page.getByRole('region', { name: 'Try-out results' });
  await expect(results).toContainText('Matches 1 of the last 2 threads');
  await expect(results).toContainText('The checkout total is wrong');
  await expect(results).toContainText('Set priority to critical');

  await page.getByRole('button', { name: 'Save rule' }).click();
  const rule = page.getByTestId('automation-rule').filter({ hasText: 'Checkout is urgent' });
  await expect(rule).toContainText('Active');

  // New feedback on the checkout page: the rule raises its priority, and its run log says so.
  const fresh = await pin(page, seeded, 'Pay button does nothing', '/checkout/pay', 'Pay');
  await rule.getByRole('button', { name: 'Run log' }).click();
  await expect(rule.getByRole('region', { name: 'Run log' })).toContainText('Set priority to critical');
  await page.goto(`/client/comments/${fresh.id}`);
  await expect(page.getByLabel('Priority', { exact: true }).last()).toHaveValue('critical');

  // Paused, it leaves the next one alone.
  await page.goto('/client/automation');
  await rule.getByRole('button', { name: 'Pause' }).click();
  await expect(rule).toContainText('Paused');
});
