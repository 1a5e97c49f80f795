import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has taken this prerendered element over (docs/adr/018-prerendered-public-pages.md):
 * until then a link is a plain link and a button does nothing. React marks the DOM nodes it owns with
 * its own keys; a test that needs the app's handlers (analytics, client-side navigation) waits for them.
 */
export async function hydrated(element: Locator, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))), { timeout }).toBe(true);
}
