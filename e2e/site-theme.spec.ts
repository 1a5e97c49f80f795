import type { Page } from '@playwright/test';
import { COLOUR_RULES, seriousAxeFindings } from './support/axe.ts';
import { cookieDialog, storeConsent } from './support/consent.ts';
import { test, expect } from './support/fixtures.ts';

// Issue 6 "Quality: light and dark": the public site follows the stored theme (docs/product/data.md key `theme`)
// and stays readable in both, checked with axe: no serious or critical finding (contrast included).
// Light runs every rule; dark, the rules a colour scheme can change.

const PAGES = ['/', '/docs', '/premium', '/alternative', '/integrations', '/roadmap', '/products/dev-flow'];

type Theme = 'light' | 'dark';

const rulesFor = (theme: Theme) => (theme === 'dark' ? COLOUR_RULES : undefined);

async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** The relative luminance (0 black - 1 white) of the page's background, whatever colour syntax the CSS uses. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

for (const theme of ['light', 'dark'] as const) {
  // One test per page: each audit gets the whole test budget, and the two workers share them.
  for (const path of PAGES) {
    test(`${path} renders ${theme} with no serious accessibility finding`, async ({ page, context }) => {
      await storeConsent(context);
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      const luminance = await backgroundLuminance(page);
      expect(theme === 'dark' ? luminance < 0.05 : luminance > 0.9, `${path} background luminance ${luminance}`).toBe(true);
      expect(await seriousAxeFindings(page, `${theme} ${path}`, rulesFor(theme))).toEqual([]);
    });
  }

  test(`the cookie settings are readable in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/docs');
    await expect(cookieDialog(page)).toBeVisible();
    expect(await seriousAxeFindings(page, `${theme} cookie settings`, rulesFor(theme))).toEqual([]);
  });
}
