import type { Locator, Page } from '@playwright/test';
import { startAriaFixtureSite, type AriaFixtureSite } from './support/aria-fixture-site.ts';
import { createWidgetProject } from './support/widget-project.ts';
import { test, expect } from './support/fixtures.ts';

let shop: AriaFixtureSite;
test.beforeAll(async () => {
  shop = await startAriaFixtureSite();
});
test.afterAll(async () => {
  await shop.close();
});

/** Whether the pin's centre lies on the element. */
async function expectPinnedTo(pin: Locator, target: Locator): Promise<void> {
  const pinBox = await pin.boundingBox();
  const targetBox = await target.boundingBox();
  expect(pinBox && targetBox).toBeTruthy();
  const x = pinBox!.x + pinBox!.width / 2;
  const y = pinBox!.y + pinBox!.height / 2;
  expect(x).toBeGreaterThanOrEqual(targetBox!.x - 1);
  expect(x).toBeLessThanOrEqual(targetBox!.x + targetBox!.width + 1);
  expect(y).toBeGreaterThanOrEqual(targetBox!.y - 1);
  expect(y).toBeLessThanOrEqual(targetBox!.y + targetBox!.height + 1);
}

async function signUpWithProject(dashboard: Page, siteOrigin: string): Promise<string> {
  await dashboard.goto('/signup');
  await dashboard.getByLabel('Full name').fill('Dev Lead');
  await dashboard.getByLabel('Email').fill(`dev-${Date.now()}@example.com`);
  await dashboard.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await dashboard.getByLabel('Confirm password').fill('analytical-engine');
  await dashboard.getByRole('button', { name: 'Create account' }).click();
  await expect(dashboard).toHaveURL(/\/client\/dashboard$/);
  await dashboard.getByRole('button', { name: 'New project' }).click();
  await dashboard.getByLabel('Project name').fill('Acme garden tools');
  await dashboard.getByLabel('Site URL').fill(siteOrigin);
  await dashboard.getByRole('button', { name: 'Create project' }).click();
  const snippetBox = dashboard.getByTestId('install-snippet').first();
  await expect(snippetBox).toContainText('data-project="pk_');
  return (await snippetBox.textContent())?.trim() ?? '';
}

// Issue 20's promise: a DevFlow workspace installs the snippet on a page with problems and sees ARIA's
// comments about them in its dashboard without anyone writing one, pinned to the elements.
test("ARIA files a page's JavaScript error, NaN price and image without alt as comments pinned to them, live in the dashboard", async ({ browser }) => {
  const context = await browser.newContext();
  const dashboard = await context.newPage();
  const snippet = await signUpWithProject(dashboard, shop.origin);
  await dashboard.goto('/client/comments');
  await expect(dashboard.getByRole('heading', { name: 'Comments' })).toBeVisible();

  const site = await context.newPage();
  await site.goto(shop.pageUrl('shop', snippet));
  // Nobody writes anything: the visitor's browser found these once the page settled.
  const nanRow = dashboard.getByRole('link', { name: /A placeholder value is shown to visitors/ });
  const altRow = dashboard.getByRole('link', { name: /An image has no text alternative/ });
  await expect(nanRow).toBeVisible();
  await expect(altRow).toBeVisible();

  // The Buy button's handler throws: the error is pinned to the button the visitor used.
  await site.locator('#buy').click();
  const errorRow = dashboard.getByRole('link', { name: /A JavaScript error was not caught/ });
  await expect(errorRow).toBeVisible();
  await expect(errorRow).toContainText('ARIA');

  // The thread holds the evidence, written by ARIA.
  await nanRow.click();
  await expect(dashboard.getByText('Evidence: Shown: "NaN €"')).toBeVisible();

  // On the page, each comment is a pin on its element.
  await site.reload();
  await expectPinnedTo(site.getByRole('button', { name: /A placeholder value is shown to visitors/ }), site.locator('#price'));
  await expectPinnedTo(site.getByRole('button', { name: /An image has no text alternative/ }), site.locator('#hero'));
  await expectPinnedTo(site.getByRole('button', { name: /A JavaScript error was not caught/ }), site.locator('#buy'));
  await context.close();
});

interface ScanOutcome {
  rules: string[];
  findings: { detector: string; rule: string; subject: string; anchor?: { selector: string } }[];
}

/**
 * Runs ARIA's full scan on a fixture page holding the snippet, the way the widget's "Run ARIA" does
 * (its bundle, fetched from the app server), and answers what it found. The page's runtime problems
 * come from the light checks, so those are awaited first when the fixture plants one.
 */
async function scanFixture(page: Page, appUrl: string, fixture: string, snippet: string, options: { variant?: string; runtimeRule?: string; loaded?: boolean } = {}): Promise<ScanOutcome> {
  if (!options.loaded) await page.goto(shop.pageUrl(fixture, snippet));
  if (options.runtimeRule) {
    const rule = options.runtimeRule;
    await expect
      .poll(() => page.evaluate((wanted) => ((window as unknown as { __commentflowAriaLight?: { rule: string }[] }).__commentflowAriaLight ?? []).some((finding) => finding.rule === wanted), rule))
      .toBe(true);
  }
  await page.addScriptTag({ url: `${appUrl}/widget/widget-aria-scan.js` });
  const key = /data-project="([^"]+)"/.exec(snippet)![1]!;
  const findings = await page.evaluate(
    async ({ origin, key, variant }) => {
      const scanner = (window as unknown as { __commentflowAriaScan: { run(input: unknown): Promise<{ findings: ScanOutcome['findings'] }> } }).__commentflowAriaScan;
      return (await scanner.run({ origin, key, variant, language: 'en', report: () => undefined })).findings;
    },
    { origin: appUrl, key, variant: options.variant ?? 'devflow' },
  );
  return { rules: findings.map((finding) => finding.rule), findings };
}

test.describe('ARIA detectors on fixture pages', () => {
  let snippet: string;
  test.beforeAll(async ({ appServer }) => {
    snippet = (await createWidgetProject(appServer.url, shop.origin)).snippet;
  });

  test('find nothing on a clean page (the widget itself included)', async ({ page, appServer }) => {
    const outcome = await scanFixture(page, appServer.url, 'clean', snippet);
    expect(outcome.findings).toEqual([]);
  });

  const cases: Array<{ fixture: string; rules: string[]; runtimeRule?: string; variant?: string; click?: string }> = [
    { fixture: 'uncaught-error', rules: ['uncaught-error'], runtimeRule: 'uncaught-error', click: '#boom' },
    { fixture: 'unhandled-rejection', rules: ['unhandled-rejection'], runtimeRule: 'unhandled-rejection' },
    { fixture: 'failed-request', rules: ['failed-request'], runtimeRule: 'failed-request' },
    { fixture: 'broken-image', rules: ['broken-image'] },
    { fixture: 'bad-value-text', rules: ['bad-value-text'] },
    { fixture: 'image-alt', rules: ['image-alt'] },
    { fixture: 'missing-title', rules: ['missing-title'] },
    { fixture: 'missing-meta-description', rules: ['missing-meta-description'] },
    { fixture: 'accessibility', rules: ['button-name', 'color-contrast'] },
    { fixture: 'performance', rules: ['web-vital-ttfb'] },
    { fixture: 'seo', rules: ['heading-order', 'missing-canonical', 'robots-noindex', 'vague-link-text', 'invalid-json-ld'] },
    { fixture: 'security', rules: ['target-blank-noopener', 'inline-handler', 'exposed-secret', 'missing-csp'] },
    { fixture: 'dead-code', rules: ['unused-css'] },
    { fixture: 'business-logic', rules: ['dead-link', 'inert-button', 'inert-form'] },
    { fixture: 'checkout', rules: ['checkout-button-missing'], variant: 'ecomflow' },
    { fixture: 'compliance', rules: ['tracker-before-consent', 'missing-privacy-link'] },
    { fixture: 'real-time', rules: ['socket-error', 'polling-error'], runtimeRule: 'polling-error' },
    { fixture: 'data-integrity', rules: ['table-total-mismatch', 'nan-price', 'duplicate-id'] },
  ];
  for (const { fixture, rules, runtimeRule, variant, click } of cases) {
    test(`${fixture}: finds ${rules.join(', ')}`, async ({ page, appServer }) => {
      // The tag manager is a third party: answered here, so the test needs no network.
      await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      if (click) {
        await page.goto(shop.pageUrl(fixture, snippet));
        await expect.poll(() => page.evaluate(() => '__commentflowAriaLight' in window)).toBe(true);
        await page.locator(click).click();
      }
      const outcome = await scanFixture(page, appServer.url, fixture, snippet, { runtimeRule, variant, loaded: click !== undefined });
      for (const rule of rules) expect(outcome.rules, `${fixture} should find ${rule}`).toContain(rule);
    });
  }
});
