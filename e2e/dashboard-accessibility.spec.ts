import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures.ts';

// Issue 5 "Quality": every dashboard section, in both themes, with no serious or critical axe finding.
const SECTIONS = [
  'dashboard',
  'workspaces',
  'comments',
  'analytics',
  'api',
  'team',
  'integrations',
  'automation',
  'billing',
  'settings',
  'onboarding',
  'client-access',
  'test-console-monitor',
];

test('every dashboard section passes axe in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Axe User');
  await page.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('axe-pass-1');
  await page.getByLabel('Confirm password').fill('axe-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  const findings: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const section of SECTIONS) {
      await page.goto(`/client/${section}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        findings.push(`${theme} /client/${section}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
      }
    }
  }
  expect(findings).toEqual([]);
});
