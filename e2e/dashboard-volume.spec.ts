import { test, expect } from './support/fixtures.ts';
import { copyThread, postWidgetComment, signUpWithProject, SITE, type ThreadVariation } from './support/dashboard-helpers.ts';

// Issue 5: "a workspace with 10,000 comments stays fast". Fast is for bench/; here, usable: the list
// loads more as it scrolls, keeps a bounded window of rows in the DOM, search reaches the last thread,
// and the page and author filters still find anyone and anything, however far down.
test.describe.configure({ timeout: 300_000 });

const THREADS = 10_000;
const PAGES = 400;
const AUTHORS = 250;

/** The i-th of 10,000 guest threads: a few busy pages and people, and a long tail of quiet ones. */
function variation(i: number): ThreadVariation {
  if (i === 6_000) {
    // One quiet guest, with a single thread on a quiet page deep in the list.
    return {
      body: 'The needle thread',
      pageUrl: `${SITE}/contact/needle`,
      pageTitle: 'Needle contact',
      guest: { name: 'Nina Needle', email: 'nina@example.com' },
    };
  }
  // Squaring spreads the threads unevenly: page 0 and author 0 are the busiest.
  const page = Math.floor(PAGES * (i / THREADS) ** 2);
  const author = Math.floor(AUTHORS * (((i * 7919) % THREADS) / THREADS) ** 2);
  return {
    body: i === THREADS - 1 ? 'The oldest thread of all' : `Volume thread ${i + 1}`,
    pageUrl: `${SITE}/docs/page-${String(page).padStart(3, '0')}`,
    pageTitle: `Docs page ${page}`,
    guest: { name: `Guest ${author}`, email: `guest-${author}@example.com` },
  };
}

test('10,000 threads on 400 pages by 250 people: the list loads more as it scrolls, search reaches the last, the filters find the quiet ones', async ({
  page,
  appServer,
}) => {
  const seeded = await signUpWithProject(page, 'Vera Volume', '/client/dashboard');
  const template = await postWidgetComment(page, seeded.project, SITE, 'Template');
  copyThread(appServer.dataDir, template.id, THREADS, new Date(Date.now() - 60_000), variation);

  await page.goto('/client/comments?status=all');
  const list = page.getByRole('list', { name: 'Threads' });
  await expect(list.getByRole('link', { name: /Template/ })).toBeVisible();
  await expect(page.getByText('50+ threads', { exact: true })).toBeVisible();

  // Further down: each scroll to the bottom loads the next page, and only a window of rows is drawn.
  // (The count is read as a number: "50+ threads" is also a substring of "250+ threads".)
  const loaded = async () => parseInt((await page.getByText(/^\d+\+ threads$/).allTextContents())[0] ?? '0', 10);
  const scroller = page.getByTestId('comment-list');
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    expect(await loaded()).toBeGreaterThanOrEqual(250);
  }).toPass({ intervals: [50], timeout: 60_000 });
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);

  // The last thread of all, 10,000 threads down, is one search away.
  await page.getByRole('searchbox', { name: 'Search comments' }).fill('oldest thread of all');
  await expect(page.getByText(/^1 thread$/)).toBeVisible();
  await expect(list.getByRole('link', { name: /The oldest thread of all/ })).toBeVisible();
  // Cleared, the list is back with every page it had loaded.
  await page.getByRole('searchbox', { name: 'Search comments' }).fill('');
  await expect.poll(loaded).toBeGreaterThanOrEqual(250);
  await expect(list.getByRole('link', { name: /Volume thread/ }).first()).toBeVisible();

  // The author filter lists the busiest people and finds a quiet one by name.
  const author = page.getByRole('button', { name: /^Author/ });
  await author.click();
  const people = page.getByRole('listbox');
  await expect(people.getByRole('option')).toHaveCount(21);
  await expect(people.getByRole('option').nth(1)).toContainText('Guest 0 (guest)');
  await expect(page.getByText('Showing the most active. Type to find others.')).toBeVisible();
  await expect(people.getByRole('option', { name: /Nina Needle/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Author', exact: true }).fill('needle');
  await people.getByRole('option', { name: /Nina Needle \(guest\)/ }).click();
  await expect(page).toHaveURL(/author=nina%40example\.com/);
  await expect(author).toHaveText(/nina@example\.com/);
  await expect(page.getByText(/^1 thread$/)).toBeVisible();
  await expect(list.getByRole('link', { name: /The needle thread/ })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The page filter, within the project: the busiest page first, a quiet one found by its path.
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Acme Store' });
  const pageFilter = page.getByRole('button', { name: /^Page/ });
  await pageFilter.click();
  const pages = page.getByRole('listbox');
  await expect(pages.getByRole('option')).toHaveCount(21);
  await expect(pages.getByRole('option').nth(1)).toContainText('Docs page 0');
  await page.getByRole('combobox', { name: 'Page', exact: true }).fill('contact/need');
  await expect(pages.getByRole('option')).toHaveCount(1);
  await pages.getByRole('option', { name: /Needle contact/ }).click();
  await expect(pageFilter).toHaveText(/acme\.localhost\/contact\/needle/);
  await expect(page.getByText(/^1 thread$/)).toBeVisible();
  await expect(list.getByRole('link', { name: /The needle thread/ })).toBeVisible();

  // The project page lists the busiest pages, more on request, never all of them at once.
  await page.goto(`/client/project/${seeded.project.id}`);
  const byPage = page.getByRole('list', { name: 'Pages with feedback' });
  await expect(byPage.getByRole('listitem')).toHaveCount(20);
  await expect(byPage.getByRole('listitem').first()).toContainText('Docs page 0');
  await page.getByRole('button', { name: 'Show more pages' }).click();
  await expect(byPage.getByRole('listitem')).toHaveCount(40);
  await expect(page.getByText('The 40 busiest pages')).toBeVisible();
});
