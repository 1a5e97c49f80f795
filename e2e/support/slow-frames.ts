import type { Page } from '@playwright/test';

/**
 * Every animation frame of the page's next loads drawn `ms` late, as on a busy page: work put off
 * to the next frame then runs after the keys typed meanwhile. Call before the page loads.
 */
export async function drawFramesLate(page: Page, ms: number): Promise<void> {
  await page.addInitScript((delay) => {
    const draw = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => window.setTimeout(() => draw(callback), delay);
  }, ms);
}
