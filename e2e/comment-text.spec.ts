import { mentionToken } from '@commentflow/shared';
import { test, expect } from './support/fixtures.ts';
import { pin, signUpWithProject } from './support/dashboard-helpers.ts';
import { openHostPage, reply } from './support/widget-project.ts';

// What people read in a comment: a mention as "@Name" (never the stored token), a web address as a
// safe link (http(s) only, new tab, no opener, no referrer), and markup as plain text.
test('the dashboard thread, the bell and the activity feed show names and safe links', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Lena Link', '/client/dashboard');
  const root = await pin(page, seeded, 'Compare with https://example.com/pricing?plan=pro, and not javascript:alert(1) <b>bold</b>');
  const mention = `${mentionToken(seeded.userId, 'Lena Link')} see https://example.org/spec.`;
  // A reply by the same member would not notify them; the thread's own text is what matters here.
  const res = await page.request.post(`/api/comments/${root.id}/replies`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { body: mention },
  });
  expect(res.status()).toBe(201);

  await page.goto(`/client/comments/${root.id}`);
  const thread = page.getByRole('region', { name: 'Selected thread' });
  const link = thread.getByRole('link', { name: 'https://example.com/pricing?plan=pro' });
  await expect(link).toHaveAttribute('href', 'https://example.com/pricing?plan=pro');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(thread.getByText('javascript:alert(1) <b>bold</b>', { exact: false })).toBeVisible();
  await expect(thread.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  const replies = thread.getByRole('list', { name: 'Replies' });
  await expect(replies).toContainText('@Lena Link see https://example.org/spec.');
  await expect(replies).not.toContainText('](');
  await expect(replies.getByRole('link', { name: 'https://example.org/spec' })).toHaveAttribute('href', 'https://example.org/spec');

  await page.goto('/client/dashboard');
  await expect(page.getByText('@Lena Link see https://example.org/spec.').first()).toBeVisible();
  await expect(page.getByText(/@\[Lena Link\]/)).toHaveCount(0);
});

test('the widget thread shows a mention as a name and a URL as a safe link', async ({ browser, appServer, hostSite }) => {
  const { project, context, page } = await openHostPage(browser, appServer.url, hostSite);
  const me = await (await fetch(`${appServer.url}/api/auth/me`, { headers: { authorization: `Bearer ${project.token}` } })).json();
  await page.locator('body').press('c');
  await page.locator('#hero-copy').click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Price line, see https://example.com/a');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Grace Client');
  await page.getByRole('textbox', { name: 'Your email' }).fill('grace@client.example');
  await page.getByRole('button', { name: 'Send' }).click();
  const pinButton = page.getByRole('button', { name: /^Comment 1:/ });
  await expect(pinButton).toBeVisible();
  const threads = await fetch(`${appServer.url}/api/projects/${project.projectId}`, {
    headers: { authorization: `Bearer ${project.token}` },
  }).then((r) => r.json());
  const { comments } = await fetch(
    `${appServer.url}/api/workspaces/${threads.project.workspaceId}/comments?projectId=${project.projectId}`,
    {
      headers: { authorization: `Bearer ${project.token}` },
    },
  ).then((r) => r.json());
  await reply(appServer.url, project, comments[0].id, `${mentionToken(me.user.uid, 'Olive Owner')} <img src=x onerror=alert(1)> fixed`);

  await pinButton.click();
  const dialog = page.getByRole('dialog', { name: 'Comment 1' });
  await expect(dialog.getByText('@Olive Owner <img src=x onerror=alert(1)> fixed')).toBeVisible();
  await expect(dialog.locator('img[src="x"]')).toHaveCount(0);
  const link = dialog.getByRole('link', { name: 'https://example.com/a' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await context.close();
});

test('a long reply shows how many characters are left before the limit, and what is over it, without cutting it', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Lou Long', '/client/dashboard');
  const root = await pin(page, seeded, 'Needs a long answer');
  await page.goto(`/client/comments/${root.id}`);
  const thread = page.getByRole('region', { name: 'Selected thread' });
  const reply = thread.getByRole('textbox', { name: 'Reply' });
  await reply.fill('a'.repeat(4_000));
  await expect(thread.getByText(/characters? left/)).toHaveCount(0);
  await reply.fill('a'.repeat(4_990));
  await expect(thread.getByText('10 characters left')).toBeVisible();
  await reply.fill('a'.repeat(5_004));
  await expect(thread.getByText('4 characters over the limit')).toBeVisible();
  await expect(reply).toHaveValue('a'.repeat(5_004));
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Keep it under 5000 characters')).toBeVisible();
});
