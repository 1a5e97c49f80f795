import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createSiteProject, postWidgetComment, signUpInBrowser } from './support/dashboard-helpers.ts';
import { toastWith } from './support/toast.ts';

// docs/product/limits.md: a toast swiped right past 50 px is dismissed; a shorter swipe snaps it back.
const SITE = 'http://swipe.localhost';

/**
 * Signs up and raises the "New notification" toast with a widget comment; returns that toast with the
 * page's clock paused, so its 5-second timer cannot be what closes it.
 */
async function raiseToast(page: Page, name: string): Promise<Locator> {
  await page.clock.install();
  const user = await signUpInBrowser(page, name);
  const project = await createSiteProject(page, user, SITE);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await postWidgetComment(page, project, SITE, 'Swipe me away');
  const toast = toastWith(page, 'New notification');
  await expect(toast).toBeVisible();
  // A second ahead: pausing must land in the future even on a busy machine, and well inside the 5 s.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  return toast;
}

type Swipe = (toast: Locator, dx: number) => Promise<void>;

const mouseSwipe =
  (page: Page): Swipe =>
  async (toast, dx) => {
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 3;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 8 });
    await page.mouse.up();
  };

/** A finger: real touch events through the DevTools protocol, which Chromium turns into touch pointers. */
const touchSwipe =
  (page: Page): Swipe =>
  async (toast, dx) => {
    const cdp = await page.context().newCDPSession(page);
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 3;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });
    await touch('touchStart', x);
    for (let step = 1; step <= 8; step++) await touch('touchMove', x + (dx * step) / 8);
    await touch('touchEnd', x + dx);
    await cdp.detach();
  };

async function expectSwipeRule(toast: Locator, swipe: Swipe) {
  await swipe(toast, 30);
  // Radix marks a swipe short of the threshold as cancelled and snaps the toast back.
  await expect(toast).toHaveAttribute('data-swipe', 'cancel');
  await expect(toast).toBeVisible();
  await swipe(toast, 90);
  await expect(toast).toHaveCount(0);
}

test('a toast dragged right by the mouse: 30 px keeps it, 90 px dismisses it', async ({ page }) => {
  const toast = await raiseToast(page, 'Mouse Swiper');
  await expectSwipeRule(toast, mouseSwipe(page));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a toast swiped right by a finger: 30 px keeps it, 90 px dismisses it', async ({ page }) => {
    const toast = await raiseToast(page, 'Touch Swiper');
    await expectSwipeRule(toast, touchSwipe(page));
  });
});
