import { test, expect } from './support/fixtures.ts';
import { createSiteProject, postWidgetComment, signUpInBrowser } from './support/dashboard-helpers.ts';
import { setTrialEnd } from './support/trial.ts';

const SITE = 'http://marketing.localhost';

test('a widget comment arrives live in the notifications, opens its thread, and all can be marked read', async ({ page }) => {
  const user = await signUpInBrowser(page, 'Nora Notified');
  const project = await createSiteProject(page, user, SITE);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  await bell.click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await page.keyboard.press('Escape');

  const comment = await postWidgetComment(page, project, SITE, 'The pricing toggle forgets the yearly choice');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  // The live arrival also raises a toast.
  await expect(page.getByText('New notification', { exact: true })).toBeVisible();

  await bell.click();
  const item = page.getByRole('menuitem', { name: /Gina Guest commented on Marketing Site/ });
  await expect(item).toContainText('The pricing toggle forgets the yearly choice');
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/client/comments/${comment.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');

  await postWidgetComment(page, project, SITE, 'Footer links are broken');
  await postWidgetComment(page, project, SITE, 'Logo is pixelated');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  // The sidebar and Dashboard home count the new threads too.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('stat-open')).toHaveText('3');
  // While the Dashboard home is open, a new comment updates its figures and activity live.
  await postWidgetComment(page, project, SITE, 'Search results load slowly');
  await expect(page.getByTestId('stat-open')).toHaveText('4');
  await expect(page.getByTestId('recent-activity').getByRole('listitem').first()).toContainText('Search results load slowly');
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem', { name: /Unread/ })).toHaveCount(3);
  await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(menu.getByRole('menuitem', { name: /Unread/ })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
});

test('the theme button cycles light, dark, system, stores it, and system follows the OS live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signUpInBrowser(page, 'Theo Theme');
  const html = page.locator('html');
  const button = page.getByRole('button', { name: /^Theme:/ });
  await expect(button).toHaveAccessibleName('Theme: system. Switch to light');

  await button.click();
  await expect(button).toHaveAccessibleName('Theme: light. Switch to dark');
  await expect(html).not.toHaveClass(/dark/);
  await button.click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Theme: dark. Switch to system' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark/);
});

test('at phone width the navigation is a drawer with the ten sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpInBrowser(page, 'Phil Phone');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  const links = drawer.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText([
    'Dashboard',
    'Workspaces',
    'Comments',
    'Analytics',
    /^API\s*NEW$/,
    'Team',
    'Integrations',
    'Automation',
    'Billing',
    'Settings',
  ]);
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/client\/settings$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a trial ending in 10 days shows the banner, leading to billing; the user menu and plan label are real', async ({
  page,
  appServer,
}) => {
  const user = await signUpInBrowser(page, 'Tara Trial');
  setTrialEnd(appServer.dataDir, user.workspaceId, 10);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'Your Pro trial ends in' });
  await expect(banner).toContainText('Your Pro trial ends in 1 week 3 days.');
  await expect(page.getByTestId('plan-label')).toHaveText('Pro trial');
  await expect(page.getByRole('dialog')).toBeHidden();
  await banner.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile Settings', 'Billing', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new owner reads the same plan and trial words in the sidebar, the banner and Billing', async ({ page }) => {
  await signUpInBrowser(page, 'Wanda Wording');
  await expect(page.getByTestId('plan-label')).toHaveText('Pro trial');
  await expect(page.getByRole('status').filter({ hasText: 'trial ends in' })).toContainText('Your Pro trial ends in 2 weeks.');
  await page.getByTestId('plan-label').locator('..').getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(page.getByTestId('current-plan')).toHaveText('Pro trial');
  await expect(page.getByText('Your Pro trial ends in 2 weeks', { exact: true })).toBeVisible();
  // No screen calls the same workspace 'Free' meanwhile.
  await expect(page.getByText(/Free Plan/i)).toHaveCount(0);
});

test('a trial ending in 2 days opens the warning modal once, whose upgrade goes to billing', async ({ page, appServer }) => {
  const user = await signUpInBrowser(page, 'Mona Modal');
  setTrialEnd(appServer.dataDir, user.workspaceId, 2);
  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Your Pro trial ends in 2 days' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Maybe later' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your Pro trial ends in 2 days.' })).toBeVisible();
  await expect(modal).toBeHidden();

  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await modal.getByRole('button', { name: 'Upgrade now' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(modal).toBeHidden();
});

test('a section whose code is still downloading shows that it is loading, not the section left behind', async ({ page }) => {
  await signUpInBrowser(page, 'Lena Loading');
  await page.getByRole('link', { name: 'Workspaces' }).click();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  // The Settings page's code arrives only when the test lets it (a slow connection).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/settings-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('settings-profile')) await released;
    await route.fulfill({ response, body });
  });
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/client\/settings$/);
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeHidden();

  release();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeHidden();
});

test('a section that fails shows its error and the rest of the app keeps working', async ({ page }) => {
  await signUpInBrowser(page, 'Eve Error');
  // The Settings page's code fails to load, as after a deploy removed an old chunk.
  await page.route(/\/assets\/settings-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('settings-profile')) await route.fulfill({ response, body: 'throw new Error("Settings chunk failed")' });
    else await route.fulfill({ response, body });
  });
  await page.getByRole('link', { name: 'Settings' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Settings Error' })).toBeVisible();
  await expect(alert).toContainText('This section encountered an error but the rest of the app is still working.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.getByRole('link', { name: 'Workspaces' }).click();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test("a section whose code failed to download loads it again on 'Try again'", async ({ page }) => {
  await signUpInBrowser(page, 'Rita Retry');
  // The Settings page's code does not arrive once (a dropped connection); its translations do.
  let dropped = false;
  await page.route(/\/assets\/settings-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!dropped && body.includes('settings-profile')) {
      dropped = true;
      await route.abort('connectionreset');
    } else {
      await route.fulfill({ response, body });
    }
  });
  await page.getByRole('link', { name: 'Settings' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Settings Error' })).toBeVisible();
  expect(dropped).toBe(true);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test("a section's code is asked for together with the dashboard's frame, not after it", async ({ page }) => {
  await signUpInBrowser(page, 'Sam Soon');
  // The frame's code (the /client route's) held back, as on a slow network: the Settings section's is
  // asked for meanwhile. It once waited for the frame to arrive and render: a round trip more.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/client-area-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const section = page.waitForRequest(/\/assets\/settings-[\w-]+\.js$/);
  try {
    await page.goto('/client/settings');
    await section;
  } finally {
    release();
  }
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('a failure outside every section shows the failure screen, whose Refresh page reloads the app', async ({ page }) => {
  await signUpInBrowser(page, 'Fay Failure');
  // The dashboard's frame (the /client route's code) cannot be downloaded, neither by the page's hint
  // nor by the app: no section boundary is mounted yet, so only the top-level screen can catch it.
  const frame = /\/assets\/client-area-[\w-]+\.js$/;
  await page.route(frame, (route) => route.abort('connectionreset'));
  await page.reload();

  const screen = page.getByRole('alert');
  await expect(screen.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(screen).toContainText('An unexpected error occurred. Please try refreshing the page.');
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
  const message = screen.getByText(/client-area-[\w-]+\.js/).first();
  await expect(message).toBeHidden();
  await screen.getByText('Error details').click();
  await expect(message).toBeVisible();

  // The network is back.
  await page.unroute(frame);
  const reloaded = page.waitForEvent('load');
  await screen.getByRole('button', { name: 'Refresh page' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Welcome, Fay', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
});
