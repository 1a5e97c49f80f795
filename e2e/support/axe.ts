import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's serious and critical findings on the page as it is now, one line each, labelled `where`.
 * Colours may still be changing through CSS transitions (a theme switch): axe measures where they end.
 */
export async function seriousAxeFindings(page: Page, where: string): Promise<string[]> {
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}
