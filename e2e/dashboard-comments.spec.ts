import { test, expect } from './support/fixtures.ts';
import { dragCardTo, pin, postWidgetComment, signUpWithProject, SITE, storedThread } from './support/dashboard-helpers.ts';
import { addMember, signUp } from './support/team.ts';
import { toastWith } from './support/toast.ts';
import { holdSocketMessage } from './support/held-socket-message.ts';
import { drawFramesLate } from './support/slow-frames.ts';

test('filters and search narrow the inbox and live in the URL', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Filter User', '/client/dashboard');
  await pin(page, seeded, 'The hero image is blurry', '/pricing', 'Pricing');
  const checkout = await pin(page, seeded, 'Checkout button is cut off', '/checkout', 'Checkout');
  await pin(page, seeded, 'Footer overlaps on tablets', '/checkout', 'Checkout');
  await page.request.patch(`/api/comments/${checkout.id}`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { priority: 'high' },
  });

  await page.goto('/client/comments?status=all');
  const threads = page.getByRole('list', { name: 'Threads' });
  await expect(threads.getByRole('link')).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Search comments' }).fill('blurry');
  await expect(page).toHaveURL(/q=blurry/);
  await expect(threads.getByRole('link')).toHaveCount(1);
  await expect(threads.getByRole('link', { name: /hero image is blurry/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search comments' }).fill('');
  await expect(threads.getByRole('link')).toHaveCount(3);
  await page.getByLabel('Priority').selectOption('high');
  await expect(threads.getByRole('link')).toHaveCount(1);
  await expect(threads.getByRole('link', { name: /Checkout button is cut off/ })).toBeVisible();

  await page.getByLabel('Priority').selectOption('');
  await page.getByLabel('Project').selectOption(seeded.project.id);
  await page.getByRole('button', { name: /^Page/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Checkout · acme\.localhost\/checkout\s*2$/ })
    .click();
  await expect(threads.getByRole('link')).toHaveCount(2);

  // The URL holds the filters: a reload shows the same narrowed list.
  await page.reload();
  await expect(page).toHaveURL(/page=http%3A%2F%2Facme\.localhost%2Fcheckout/);
  await expect(threads.getByRole('link')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(threads.getByRole('link')).toHaveCount(3);
});

test('two filters changed faster than the URL follows both apply', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Quick Filter User', '/client/dashboard');
  await pin(page, seeded, 'Checkout button is cut off', '/checkout', 'Checkout');
  await page.goto('/client/comments?status=all&priority=high');
  const priority = page.getByLabel('Priority');
  const project = page.getByLabel('Project');
  await expect(priority).toHaveValue('high');
  await expect(project.locator(`option[value="${seeded.project.id}"]`)).toBeAttached();
  // Both in one task: the second change comes before the URL has taken the first.
  await page.evaluate(
    ([priority, project, projectId]) => {
      for (const [select, value] of [
        [priority, ''],
        [project, projectId],
      ] as const) {
        (select as HTMLSelectElement).value = value;
        select!.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    [await priority.elementHandle(), await project.elementHandle(), seeded.project.id] as const,
  );
  await expect(page).toHaveURL(new RegExp(`project=${seeded.project.id}`));
  expect(new URL(page.url()).searchParams.get('priority')).toBeNull();
  await expect(priority).toHaveValue('');
});

test('a letter typed while the search reaches the URL stays in the field and in the search', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Quick Search User', '/client/dashboard');
  await pin(page, seeded, 'The hero image is blurry', '/pricing', 'Pricing');
  await page.goto('/client/comments?status=all');
  const search = page.getByRole('searchbox', { name: 'Search comments' });
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('link')).toHaveCount(1);
  // "blurr", then "y" typed just as the search sends "blurr" to the URL (a timer of the same delay,
  // set after the field's own, runs right after it): the URL takes "blurr" a moment later.
  await search.evaluate((field: HTMLInputElement) => {
    const type = (text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('blurr');
    setTimeout(() => type('blurry'), 250);
  });
  await expect(page).toHaveURL(/q=blurry(&|$)/);
  await expect(search).toHaveValue('blurry');
});

test('dragging a card to another column changes its status, and it stays after reload', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Board User', '/client/dashboard');
  const dragged = await pin(page, seeded, 'Drag me to resolved');
  const stepped = await pin(page, seeded, 'Move me with the keyboard');

  await page.goto('/client/comments?view=board');
  const column = (name: string) => page.getByRole('region', { name });
  const card = page.getByRole('link', { name: /Drag me to resolved/ });
  await expect(column('Open').getByRole('link', { name: /Drag me to resolved/ })).toBeVisible();

  await dragCardTo(page, card, column('Resolved'));
  await expect(column('Resolved').getByRole('link', { name: /Drag me to resolved/ })).toBeVisible();
  await expect.poll(async () => (await storedThread(page, seeded, dragged.id)).status).toBe('resolved');

  // The keyboard alternative: Shift+Right moves the focused card one column.
  await column('Open')
    .getByRole('link', { name: /Move me with the keyboard/ })
    .focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(column('In progress').getByRole('link', { name: /Move me with the keyboard/ })).toBeVisible();
  await expect.poll(async () => (await storedThread(page, seeded, stepped.id)).status).toBe('in_progress');

  await page.reload();
  await expect(column('Resolved').getByRole('link', { name: /Drag me to resolved/ })).toBeVisible();
  await expect(column('In progress').getByRole('link', { name: /Move me with the keyboard/ })).toBeVisible();
  await expect(column('Open').getByRole('link')).toHaveCount(0);
});

test('bulk resolve: shift-click a range, resolve them all at once', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Bulk User', '/client/dashboard');
  const ids = [];
  for (const body of ['First issue', 'Second issue', 'Third issue', 'Fourth issue']) ids.push((await pin(page, seeded, body)).id);

  await page.goto('/client/comments');
  const threads = page.getByRole('list', { name: 'Threads' });
  await expect(threads.getByRole('link')).toHaveCount(4);
  // Newest first: Fourth, Third, Second, First. Check Fourth, then shift-click Second.
  await page.getByRole('checkbox', { name: /Fourth issue/ }).click();
  await page.getByRole('checkbox', { name: /Second issue/ }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('3 selected');
  await bar.getByLabel('Set status').selectOption('resolved');

  await expect(threads.getByRole('link')).toHaveCount(1);
  await expect(threads.getByRole('link', { name: /First issue/ })).toBeVisible();
  await expect(bar).toBeHidden();
  expect((await storedThread(page, seeded, ids[0]!)).status).toBe('open');
  for (const id of ids.slice(1)) expect((await storedThread(page, seeded, id)).status).toBe('resolved');

  // Keyboard: j moves down the list, x checks the focused thread.
  await page.getByRole('radio', { name: 'Resolved', exact: true }).click();
  await expect(threads.getByRole('link')).toHaveCount(3);
  await threads.getByRole('link').first().focus();
  await page.keyboard.press('j');
  await expect(threads.getByRole('link', { name: /Third issue/ })).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByRole('checkbox', { name: /Third issue/ })).toBeChecked();
  await expect(bar).toContainText('1 selected');

  // "Select all" then delete, confirmed in a dialog.
  await page.getByRole('checkbox', { name: 'Select all loaded threads' }).check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete 3 threads?' }).getByRole('button', { name: 'Delete threads' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing resolved yet' })).toBeVisible();
});

test('j and x pressed quickly on a page slow to draw move to and check the right threads', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Quick Keys', '/client/dashboard');
  for (const body of ['First issue', 'Second issue', 'Third issue']) await pin(page, seeded, body);
  // The focus once moved in the next frame: on a busy page the x pressed after a j checked the thread
  // the focus had not left yet, and a second j counted from there too.
  await drawFramesLate(page, 300);
  await page.goto('/client/comments');
  const threads = page.getByRole('list', { name: 'Threads' });
  await expect(threads.getByRole('link')).toHaveCount(3);
  // Newest first: Third, Second, First.
  await threads.getByRole('link').first().focus();
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(page.getByRole('checkbox', { name: /Second issue/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /First issue/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Third issue/ })).not.toBeChecked();
  await expect(threads.getByRole('link', { name: /First issue/ })).toBeFocused();
});

test('a reply typed straight after choosing a mention keeps its letters in order on a page slow to draw', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Quinn Quick', '/client/dashboard');
  const root = await pin(page, seeded, 'The footer overlaps');
  // A busy page draws its next frame late. The caret was put after the mention in the next frame, so
  // the letters typed meanwhile stayed behind it ("Thanks @Mona Mention ease shorten itpl", a no-retry run).
  await drawFramesLate(page, 300);
  await page.goto(`/client/comments/${root.id}`);
  const thread = page.getByRole('region', { name: 'Selected thread' });
  const reply = thread.getByRole('textbox', { name: 'Reply' });
  await reply.fill('Thanks ');
  await reply.pressSequentially('@Qu');
  await expect(page.getByRole('listbox', { name: 'Mention a member' }).getByRole('option', { name: /Quinn Quick/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await reply.pressSequentially('please look');
  // Past the late frame: nothing moves the caret back any more.
  await page.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 400)));
  await reply.pressSequentially(' again');
  await expect(reply).toHaveValue('Thanks @Quinn Quick please look again');
});

test('the thread: mention a member, assign, set priority, see the pin context', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Mona Mention', '/client/dashboard');
  const root = await pin(page, seeded, 'Hero copy is too long');

  await page.goto(`/client/comments/${root.id}`);
  const thread = page.getByRole('region', { name: 'Selected thread' });
  await expect(thread.getByRole('region', { name: 'Pin context' })).toContainText('#hero-copy');
  await expect(thread.getByRole('region', { name: 'Pin context' })).toContainText('Chrome 131 on macOS');
  await expect(thread.getByRole('link', { name: 'Open on page' })).toHaveAttribute(
    'href',
    `http://acme.localhost/pricing#commentflow=${root.id}`,
  );

  const reply = thread.getByRole('textbox', { name: 'Reply' });
  await reply.fill('Thanks ');
  await reply.pressSequentially('@Mo');
  const option = page.getByRole('listbox', { name: 'Mention a member' }).getByRole('option', { name: /Mona Mention/ });
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(reply).toHaveValue('Thanks @Mona Mention ');
  await reply.pressSequentially('please shorten it');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  const replies = thread.getByRole('list', { name: 'Replies' });
  await expect(replies).toContainText('Thanks @Mona Mention please shorten it');
  await expect(replies.locator(`[data-mention="${seeded.userId}"]`)).toHaveText('@Mona Mention');

  await thread.getByLabel('Assignee').selectOption({ label: 'Mona Mention' });
  await expect.poll(async () => (await storedThread(page, seeded, root.id)).assigneeId).toBe(seeded.userId);
  await thread.getByLabel('Priority').selectOption('high');
  await expect.poll(async () => (await storedThread(page, seeded, root.id)).priority).toBe('high');

  await page.reload();
  await expect(thread.getByLabel('Assignee')).toHaveValue(seeded.userId);
  await expect(thread.getByLabel('Priority')).toHaveValue('high');
  const row = page.getByRole('list', { name: 'Threads' }).getByRole('link', { name: /Hero copy is too long/ });
  await expect(row).toContainText('High');
  await expect(row).toContainText('Mona Mention');

  await page.getByRole('region', { name: 'Inbox' }).getByLabel('Assignee').selectOption('me');
  await expect(page).toHaveURL(/assignee=me/);
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('link')).toHaveCount(1);

  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(thread.getByRole('button', { name: 'Reopen' })).toBeVisible();
  expect((await storedThread(page, seeded, root.id)).status).toBe('resolved');
});

test('"Open on page" opens the site with the thread shown by the widget', async ({ page, context, hostSite }) => {
  const seeded = await signUpWithProject(page, 'Open Owner', '/client/dashboard', hostSite.origin);
  const snippet = (
    await page.request
      .get(`/api/projects/${seeded.project.id}`, { headers: { authorization: `Bearer ${seeded.token}` } })
      .then((r) => r.json())
  ).project.snippet;
  const sitePage = hostSite.pageUrl(snippet);
  const root = await pin(
    page,
    seeded,
    'The buy button needs more contrast',
    sitePage.slice(hostSite.origin.length),
    'Acme Store',
    hostSite.origin,
  );

  await page.goto(`/client/comments/${root.id}`);
  const link = page.getByRole('link', { name: 'Open on page' });
  // The pin's page as stored: its identity normalised (the query re-encoded), the thread in the fragment.
  await expect(link).toHaveAttribute('href', new RegExp(`^${hostSite.origin}/products/spring\\?snippet=.*#commentflow=${root.id}$`));
  const site = await context.newPage();
  await site.goto((await link.getAttribute('href'))!);
  await expect(site.getByText('The buy button needs more contrast')).toBeVisible();
});

// The member who clicks arrives signed in to the widget as themselves (a one-use code in the link's
// fragment), which leaves the address bar at once: a reload or a copied URL carries no sign-in. On a
// team-only project a guest sees nothing there, so only the sign-in shows the thread.
for (const allowGuests of [true, false]) {
  test(`"Open on page" signs the widget in as the member who clicked, with the thread open (guests ${allowGuests ? 'allowed' : 'not allowed'})`, async ({
    page,
    context,
    hostSite,
  }) => {
    const seeded = await signUpWithProject(page, 'Hana Handoff', '/client/dashboard', hostSite.origin);
    const headers = { authorization: `Bearer ${seeded.token}` };
    const snippet = (await page.request.get(`/api/projects/${seeded.project.id}`, { headers }).then((r) => r.json())).project.snippet;
    if (!allowGuests)
      expect((await page.request.patch(`/api/projects/${seeded.project.id}`, { headers, data: { allowGuests } })).status()).toBe(200);
    const sitePage = hostSite.pageUrl(snippet);
    const root = await pin(
      page,
      seeded,
      'The footer links are hard to read',
      sitePage.slice(hostSite.origin.length),
      'Acme Store',
      hostSite.origin,
    );

    await page.goto(`/client/comments/${root.id}`);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Open on page' }).click();
    const site = await opened;
    await expect(site.getByRole('button', { name: 'Signed in as Hana Handoff' })).toBeVisible();
    await expect(site.getByText('The footer links are hard to read')).toBeVisible();
    expect(site.url()).toMatch(new RegExp(`#commentflow=${root.id}$`));

    // Kept for the tab as a popup sign-in is: the next page load is still hers.
    await site.reload();
    await expect(site.getByRole('button', { name: 'Signed in as Hana Handoff' })).toBeVisible();
  });
}

test('"Open on page" still opens the thread, signed out, when no sign-in code can be had', async ({ page, context, hostSite }) => {
  const seeded = await signUpWithProject(page, 'Fay Fallback', '/client/dashboard', hostSite.origin);
  const snippet = (
    await page.request
      .get(`/api/projects/${seeded.project.id}`, { headers: { authorization: `Bearer ${seeded.token}` } })
      .then((r) => r.json())
  ).project.snippet;
  const root = await pin(
    page,
    seeded,
    'The banner overlaps the menu',
    hostSite.pageUrl(snippet).slice(hostSite.origin.length),
    'Acme Store',
    hostSite.origin,
  );
  await page.route('**/api/widget-auth/handoffs/**', (route) => route.abort());

  await page.goto(`/client/comments/${root.id}`);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open on page' }).click();
  const site = await opened;
  await expect(site.getByText('The banner overlaps the menu')).toBeVisible();
  expect(site.url()).toMatch(new RegExp(`#commentflow=${root.id}$`));
  await expect(site.getByRole('button', { name: 'Signed in as Fay Fallback' })).toHaveCount(0);
});

test('the author filter lists who started threads and narrows the inbox to one of them', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Alma Author', '/client/dashboard');
  await pin(page, seeded, 'Hero copy is too long');
  await postWidgetComment(page, seeded.project, SITE, 'The checkout button hides');
  await postWidgetComment(page, seeded.project, SITE, 'Prices wrap on phones');

  await page.goto('/client/comments?status=all');
  const threads = page.getByRole('list', { name: 'Threads' });
  await expect(threads.getByRole('link')).toHaveCount(3);
  const author = page.getByRole('button', { name: /^Author/ });
  await expect(author).toHaveAccessibleName('Author Any author');
  await author.click();
  const people = page.getByRole('listbox');
  // The busiest first, each with their thread count.
  await expect(people.getByRole('option')).toHaveText([/Any author/, /^Gina Guest \(guest\)\s*2$/, /^Alma Author\s*1$/]);
  await people.getByRole('option', { name: /Gina Guest/ }).click();
  await expect(page).toHaveURL(/author=gina%40example\.com/);
  await expect(threads.getByRole('link')).toHaveCount(2);
  await expect(threads.getByRole('link', { name: /Hero copy/ })).toHaveCount(0);

  // Searching by name, with the keyboard.
  await author.click();
  await page.getByRole('combobox', { name: 'Author', exact: true }).fill('alma');
  await expect(people.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(author).toHaveAccessibleName('Author Alma Author');
  await expect(threads.getByRole('link')).toHaveCount(1);
  await expect(threads.getByRole('link', { name: /Hero copy is too long/ })).toBeVisible();
  await page.reload();
  await expect(threads.getByRole('link')).toHaveCount(1);
  await author.click();
  await people.getByRole('option', { name: 'Any author' }).click();
  await expect(threads.getByRole('link')).toHaveCount(3);
});

test('the sidebar Comments badge counts my open assigned threads, live and after a reload', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Bea Badge', '/client/comments');
  const api = { authorization: `Bearer ${seeded.token}` };
  const [first, second, third] = [await pin(page, seeded, 'First'), await pin(page, seeded, 'Second'), await pin(page, seeded, 'Third')];
  await page.reload();
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('link')).toHaveCount(3);
  // Changes made elsewhere reach this tab over its socket, once it is live.
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const comments = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Comments/ });
  await expect(comments).toHaveAccessibleName('Comments');

  const patch = async (id: string, data: Record<string, unknown>) =>
    expect((await page.request.patch(`/api/comments/${id}`, { headers: api, data })).status()).toBe(200);
  await patch(first.id, { assigneeId: seeded.userId });
  await patch(second.id, { assigneeId: seeded.userId, status: 'in_progress' });
  await expect(comments).toHaveAccessibleName(/^Comments\s*2\s+2 open comments assigned to you$/);
  // Resolved threads and threads of nobody in particular do not count.
  await patch(second.id, { status: 'resolved' });
  await patch(third.id, { priority: 'high' });
  await expect(comments).toHaveAccessibleName(/^Comments\s*1\s+1 open comment assigned to you$/);
  await page.reload();
  await expect(comments).toHaveAccessibleName(/^Comments\s*1\s+1 open comment assigned to you$/);
  await patch(first.id, { assigneeId: null });
  await expect(comments).toHaveAccessibleName('Comments');
});

test('a change made while the tab is still joining its workspace reaches it all the same', async ({ page }) => {
  // The tab's join is held on its way to the server: an event sent before the server has joined the
  // tab to its workspace is lost (Socket.IO delivers at most once), so the tab must read again after.
  const join = await holdSocketMessage(page, (message) => message.includes('"join-workspace"'));
  const seeded = await signUpWithProject(page, 'Jo Join', '/client/comments');
  const first = await pin(page, seeded, 'First');
  const comments = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Comments/ });
  await join.sent;
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('link')).toHaveCount(1);
  await expect(comments).toHaveAccessibleName('Comments');
  const assigned = await page.request.patch(`/api/comments/${first.id}`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { assigneeId: seeded.userId },
  });
  expect(assigned.status()).toBe(200);
  join.release();
  await expect(comments).toHaveAccessibleName(/^Comments\s*1\s+1 open comment assigned to you$/);
});

test('replies, mentions and assignments by a teammate reach the bell live', async ({ page, appServer }) => {
  const seeded = await signUpWithProject(page, 'Nell Notified', '/client/dashboard');
  const teammate = await signUp(appServer.url, 'Tom Teammate');
  addMember(appServer.dataDir, seeded.workspaceId, teammate.id);
  const mine = await pin(page, seeded, 'My own thread');
  const his = await pin(page, { ...seeded, token: teammate.token }, 'His thread');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const asTeammate = (path: string, method: 'post' | 'patch', data: Record<string, unknown>) =>
    page.request[method](path, { headers: { authorization: `Bearer ${teammate.token}` }, data });
  // His new thread notifies the owner of the project: clear it, to count only what follows.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect((await page.request.post('/api/notifications/read-all', { headers: { authorization: `Bearer ${seeded.token}` } })).status()).toBe(
    200,
  );
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  // What follows arrives over this tab's socket, once it is live again.
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  expect((await asTeammate(`/api/comments/${mine.id}/replies`, 'post', { body: 'On it today' })).status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(toastWith(page, 'New notification')).toBeVisible();
  expect(
    (await asTeammate(`/api/comments/${his.id}/replies`, 'post', { body: `@[Nell Notified](${seeded.userId}) can you check?` })).status(),
  ).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  expect((await asTeammate(`/api/comments/${his.id}`, 'patch', { assigneeId: seeded.userId })).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem', { name: /Tom Teammate replied on Acme Store/ })).toContainText('On it today');
  await expect(menu.getByRole('menuitem', { name: /Tom Teammate mentioned you/ })).toContainText('Mention');
  const assigned = menu.getByRole('menuitem', { name: /Tom Teammate assigned you a comment on Acme Store/ });
  await expect(assigned).toContainText('Assignment');
  await assigned.click();
  await expect(page).toHaveURL(new RegExp(`/client/comments/${his.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
});

test('the thread panel leads with status, priority and assignee, then the thread, then one box of details with each fact once', async ({
  page,
}) => {
  const seeded = await signUpWithProject(page, 'Tess Triage', '/client/dashboard');
  const root = await pin(page, seeded, 'The pricing table overflows');
  await page.goto(`/client/comments/${root.id}`);
  const thread = page.getByRole('region', { name: 'Selected thread' });
  const status = thread.getByLabel('Status', { exact: true });
  const message = thread.getByText('The pricing table overflows');
  const details = thread.getByRole('region', { name: 'Pin context' });
  await expect(details).toBeVisible();
  const top = async (locator: typeof status) => (await locator.boundingBox())!.y;
  expect(await top(status)).toBeLessThan(await top(message));
  expect(await top(thread.getByLabel('Priority', { exact: true }))).toBeLessThan(await top(message));
  expect(await top(thread.getByLabel('Assignee', { exact: true }))).toBeLessThan(await top(message));
  expect(await top(message)).toBeLessThan(await top(details));

  // Each fact once in the whole panel: no second Viewport, Browser, OS or page line elsewhere.
  await expect(thread.getByText('1280 × 800')).toHaveCount(1);
  await expect(thread.getByText('Chrome 131 on macOS')).toHaveCount(1);
  await expect(thread.getByText(/^(Browser|Viewport|OS)$/)).toHaveCount(2);
  await expect(thread.getByText('http://acme.localhost/pricing')).toHaveCount(1);
});
