import type { Locator, Page } from '@playwright/test';

/**
 * A toast on screen, by its text. Radix gives the toast itself no role: its role="status" element is a
 * hidden announcer that lives one second, so a test looking for that would pass or fail by timing.
 */
export const toastWith = (page: Page, text: string | RegExp): Locator => page.locator('li[data-variant]').filter({ hasText: text });
