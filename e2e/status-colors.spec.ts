import { STATUS_COLORS } from '@commentflow/shared';
import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject } from './support/dashboard-helpers.ts';

// One colour per status across the product: the analytics status chart paints each status with the
// colour of its badge in the inbox (open indigo, in progress amber, resolved green), from one table.
test('the analytics status chart uses the status colours of the inbox', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Cora Colour', '/client/dashboard');
  const headers = { authorization: `Bearer ${seeded.token}` };
  const [, progress, resolved] = [
    await pin(page, seeded, 'Open one'),
    await pin(page, seeded, 'Working on it'),
    await pin(page, seeded, 'Done one'),
  ];
  await page.request.patch(`/api/comments/${progress.id}`, { headers, data: { status: 'in_progress' } });
  await page.request.patch(`/api/comments/${resolved.id}`, { headers, data: { status: 'resolved' } });

  await page.goto('/client/analytics');
  const chart = page.getByRole('img', { name: /Open 1, In progress 1, Resolved 1/ });
  await expect(chart).toBeVisible();
  const card = page.locator('section, div').filter({ has: chart }).last();
  for (const status of ['open', 'in_progress', 'resolved'] as const) {
    await expect(card.locator(`.recharts-pie-sector path[fill="${STATUS_COLORS[status].hex}"]`)).toHaveCount(1);
  }
});
