import type { Page } from '@playwright/test';
import { enterCommentMode } from './widget-project.ts';

/** The demo pages' status pill once the real widget has started with the demo project's key. */
export const widgetRunning = (page: Page) => page.getByRole('status').filter({ hasText: 'Widget running' });

/** A guest comment through the real widget: comment mode, click the element, write, name yourself, send. */
export async function guestComment(page: Page, selector: string, text: string) {
  await enterCommentMode(page);
  await page.locator(selector).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Gina Guest');
  await page.getByRole('textbox', { name: 'Your email' }).fill('gina@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
