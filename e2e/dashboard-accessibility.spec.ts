import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject } from './support/dashboard-helpers.ts';

// Issue 5 "Quality": every dashboard section, a project page and an open thread, in both themes, with
// no serious or critical axe finding.
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

test('every dashboard section, a project page and an open thread pass axe in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const seeded = await signUpWithProject(page, 'Axe User', '/client/dashboard');
  const thread = await pin(page, seeded, 'The hero image is blurry on retina screens');
  const reply = await page.request.post(`/api/comments/${thread.id}/replies`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { body: 'Swapping it for a 2x asset today' },
  });
  expect(reply.status()).toBe(201);
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  /** Each page with what shows once it has loaded. */
  const pages = [
    ...SECTIONS.map((section) => ({ path: `/client/${section}`, ready: page.getByRole('heading', { level: 1 }).first() })),
    { path: `/client/project/${seeded.project.id}`, ready: page.getByRole('heading', { level: 1, name: 'Acme Store' }) },
    { path: `/client/comments/${thread.id}`, ready: page.getByText('Swapping it for a 2x asset today') },
  ];
  const findings: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        findings.push(`${theme} ${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
      }
    }
  }
  expect(findings).toEqual([]);
});
