import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has taken this prerendered element over (docs/adr/018-prerendered-public-pages.md):
 * until then a link is a plain link and a button does nothing. React marks the DOM nodes it owns with
 * its own keys, but already while hydration renders; its handlers answer once hydration has committed,
 * which the page then says on `<html data-hydrated>` (site/use-hydrated.ts). Waiting for the keys alone,
 * a tap on a loaded machine was lost: the phone menu stayed shut in 3 of 10 runs.
 */
export async function hydrated(element: Locator, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))), { timeout }).toBe(true);
  await expect(element.page().locator('html[data-hydrated]')).toHaveCount(1, { timeout });
}
