import { test, expect } from './support/fixtures.ts';
import { signUpWithProject } from './support/dashboard-helpers.ts';
import { openHostPage, pinComment, storedThreads } from './support/widget-project.ts';

// A campaign link, a default document or a trailing fragment is still the same page: the visitor
// from the newsletter sees the pins left on the home page. An owner can say their site routes by hash.
test('a page opened from a newsletter link shows the pins of the page', async ({ browser, appServer, hostSite }) => {
  const { project, context, page } = await openHostPage(browser, appServer.url, hostSite);
  const home = hostSite.pageUrl(project.snippet);
  await pinComment(page, '#hero-copy', 'Hero needs a bigger image');
  await pinComment(page, '#buy', 'Buy button colour');
  // A pin shows as soon as it is written; leave the page only once the outbox has sent both.
  for (const body of ['Hero needs a bigger image', 'Buy button colour']) {
    await expect.poll(async () => (await storedThreads(appServer.url, project, body)).length).toBe(1);
  }

  for (const variant of [`${home}&utm_source=newsletter&utm_medium=email`, `${home}&gclid=abc123#pricing`]) {
    await page.goto(variant);
    await expect(page.getByRole('button', { name: /^Comment \d: Hero needs a bigger image/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Comment \d: Buy button colour/ })).toBeVisible();
  }
  await context.close();
});

test('the owner turns on hash routes in the project settings, and each #/route gets its own pins', async ({
  page,
  appServer,
  hostSite,
}) => {
  const seeded = await signUpWithProject(page, 'Hana Hash', `/client/dashboard`, hostSite.origin);
  await page.goto(`/client/project/${seeded.project.id}`);
  const form = page.getByRole('form', { name: 'Page addresses' });
  await form.getByRole('checkbox', { name: /Hash routes are pages/ }).check();
  await form.getByRole('button', { name: 'Save page rule' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  const snippet = `<script src="${appServer.url}/widget.js" data-project="${seeded.project.publicKey}" async></script>`;
  const home = hostSite.pageUrl(snippet);
  const site = await page.context().newPage();
  await site.goto(`${home}#/cart`);
  await pinComment(site, '#buy', 'Cart total is wrong');
  await expect(site.getByRole('button', { name: /^Comment 1: Cart total is wrong/ })).toBeVisible();
  await site.goto(`${home}#/checkout`);
  await expect(site.getByRole('button', { name: /comment/i }).first()).toBeVisible();
  await expect(site.getByRole('button', { name: /^Comment 1: Cart total is wrong/ })).toBeHidden();
  await site.goto(`${home}&utm_campaign=spring#/cart/`);
  await expect(site.getByRole('button', { name: /^Comment 1: Cart total is wrong/ })).toBeVisible();
});
