import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject, SITE } from './support/dashboard-helpers.ts';

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

test("on a phone in dark mode, an owner sends ARIA's serious security findings to the top, and the rule acts when ARIA files one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const seeded = await signUpWithProject(page, 'Aria Rulemaker', '/client/automation');
  const fileFinding = async (detector: string, rule: string, subject: string) => {
    const res = await page.request.post(`/api/widget/${seeded.project.publicKey}/aria/findings`, {
      headers: { origin: SITE },
      data: {
        scan: 'light',
        pageUrl: `${SITE}/signup`,
        pageTitle: 'Sign up',
        viewport: { width: 1280, height: 800 },
        findings: [{ detector, rule, subject, evidence: 'seen' }],
      },
    });
    expect((await res.json()).created).toBe(1);
  };
  await fileFinding('security', 'insecure-form-action', 'form#signup');
  await pin(page, seeded, 'The form looks fine to me', '/signup', 'Sign up');

  await page.getByRole('button', { name: 'New rule' }).click();
  await page.getByLabel('Rule name').fill('Security first');
  await page.getByLabel('When').selectOption('aria-finding');
  await page.getByLabel('Add a condition').selectOption('aria-detector');
  await page.getByRole('combobox', { name: 'ARIA detector is' }).selectOption({ label: 'Security' });
  await page.getByLabel('Add a condition').selectOption('aria-severity');
  await page.getByRole('combobox', { name: 'ARIA severity is' }).selectOption({ label: 'Serious or worse' });
  await page.getByLabel('Add an action').selectOption('set-priority');
  await page.getByRole('combobox', { name: 'Set priority' }).selectOption('critical');

  // The try-out reads ARIA's thread and leaves the person's alone.
  await page.getByRole('button', { name: 'Try on recent threads' }).click();
  const results = page.getByRole('region', { name: 'Try-out results' });
  await expect(results).toContainText('Matches 1 of the last 2 threads');
  await expect(results).not.toContainText('The form looks fine to me');
  await expect(results).toContainText('Set priority to critical');
  // Nothing of the editor spills past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(
    await page.evaluate(() => document.documentElement.classList.contains('dark') || matchMedia('(prefers-color-scheme: dark)').matches),
  ).toBe(true);

  await page.getByRole('button', { name: 'Save rule' }).click();
  const rule = page.getByTestId('automation-rule').filter({ hasText: 'Security first' });
  await expect(rule).toContainText('Active');

  await fileFinding('security', 'insecure-form-action', 'form#login');
  await rule.getByRole('button', { name: 'Run log' }).click();
  await expect(rule.getByRole('region', { name: 'Run log' })).toContainText('Set priority to critical');
});

test('an owner builds a rule on labels and the try-out finds the labelled thread only', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Label Rulemaker', '/client/automation');
  const labelled = await pin(page, seeded, 'Card is declined', '/checkout', 'Checkout');
  await pin(page, seeded, 'Typo in the footer', '/about', 'About');
  await page.request.patch(`/api/comments/${labelled.id}`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { labels: ['payments'] },
  });

  await page.getByRole('button', { name: 'New rule' }).click();
  await page.getByLabel('Rule name').fill('Payments first');
  await page.getByLabel('Add a condition').selectOption('labels');
  await page.getByRole('textbox', { name: 'Has any of the labels' }).fill('Checkout, Payments');
  await page.getByLabel('Add an action').selectOption('set-priority');
  await page.getByRole('combobox', { name: 'Set priority' }).selectOption('critical');

  await page.getByRole('button', { name: 'Try on recent threads' }).click();
  const results = page.getByRole('region', { name: 'Try-out results' });
  await expect(results).toContainText('Matches 1 of the last 2 threads');
  await expect(results).not.toContainText('Typo in the footer');

  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByTestId('automation-rule').filter({ hasText: 'Payments first' })).toContainText('Active');
});
