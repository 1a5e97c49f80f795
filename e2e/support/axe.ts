import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules a change of colour scheme can change the outcome of. A page's structure (names, roles,
 * labels, landmarks) is the same in light and dark, so the second scheme needs only these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe's serious and critical findings on the page as it is now, one line each, labelled `where`;
 * all of axe's rules, or only `rules`. Colours may still be changing through CSS transitions (a
 * theme switch): axe measures where they end.
 */
export async function seriousAxeFindings(page: Page, where: string, rules?: string[]): Promise<string[]> {
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
