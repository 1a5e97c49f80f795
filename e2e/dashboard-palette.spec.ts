import { test, expect } from './support/fixtures.ts';

// docs/product/screens.md: Cmd/Ctrl+K or the search button opens the palette; it lists the ten destinations, closes on
// selection, and finds the workspace's projects and comments by their text.
test('the command palette goes to sections, projects and comments', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Palette User');
  await page.getByLabel('Email').fill(`palette-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('palette-pass');
  await page.getByLabel('Confirm password').fill('palette-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const { workspaces } = await (await page.request.get('/api/workspaces', { headers })).json();
  const created = await page.request.post(`/api/workspaces/${workspaces[0].id}/projects`, {
    headers,
    data: { name: 'Marketing Site', siteUrl: 'http://marketing.localhost' },
  });
  const { project } = await created.json();
  const pinned = await page.request.post(`/api/widget/${project.publicKey}/comments`, {
    headers: { ...headers, origin: 'http://marketing.localhost' },
    data: {
      clientId: crypto.randomUUID(),
      body: 'The pricing toggle forgets the yearly choice',
      pageUrl: 'http://marketing.localhost/pricing',
      anchor: { selector: '#toggle', offsetX: 0.5, offsetY: 0.5 },
      viewport: { width: 1280, height: 800 },
    },
  });
  const { comment } = await pinned.json();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
  for (const name of [
    'Dashboard',
    'Workspaces',
    'Comments',
    'Analytics',
    'API',
    'Team',
    'Integrations',
    'Automation',
    'Billing',
    'Settings',
  ]) {
    await expect(palette.getByRole('option', { name, exact: true })).toBeVisible();
  }
  await palette.getByRole('combobox').fill('comments');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/comments$/);
  await expect(palette).toBeHidden();

  await page.getByRole('button', { name: 'Search' }).click();
  await palette.getByRole('combobox').fill('Marketing');
  await palette.getByRole('option', { name: /Marketing Site/ }).click();
  await expect(page).toHaveURL(new RegExp(`/client/project/${project.id}$`));

  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('yearly choice');
  await palette.getByRole('option', { name: /pricing toggle forgets/ }).click();
  await expect(page).toHaveURL(new RegExp(`/client/comments/${comment.id}$`));
});
