import type { Page } from '@playwright/test';
import { startAriaFixtureSite, type AriaFixtureSite } from './support/aria-fixture-site.ts';
import { createProject, signUp } from './support/team.ts';
import { createWidgetProject } from './support/widget-project.ts';
import { openWidgetSettings, signInToWidget } from './support/widget-sign-in.ts';
import { test, expect } from './support/fixtures.ts';
import { expectPinnedTo } from './support/pins.ts';

let shop: AriaFixtureSite;
test.beforeAll(async () => {
  shop = await startAriaFixtureSite();
});
test.afterAll(async () => {
  await shop.close();
});

/** Whether the pin's centre lies on the element. */
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
test("ARIA files a page's JavaScript error, NaN price and image without alt as comments pinned to them, live in the dashboard", async ({
  browser,
}) => {
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

  // The thread holds the evidence, written by ARIA (the row's preview shows it too: the thread's own).
  await nanRow.click();
  await expect(dashboard.getByLabel('Selected thread').getByText('Evidence: Shown: "NaN €"')).toBeVisible();

  // On the page, each comment is a pin on its element.
  await site.reload();
  await expectPinnedTo(site.getByRole('button', { name: /A placeholder value is shown to visitors/ }), site.locator('#price'));
  await expectPinnedTo(site.getByRole('button', { name: /An image has no text alternative/ }), site.locator('#hero'));
  await expectPinnedTo(site.getByRole('button', { name: /A JavaScript error was not caught/ }), site.locator('#buy'));

  // The ARIA view: the page's findings, its health, each linked to its pin on the live page.
  await dashboard.goto('/client/aria');
  const findings = dashboard.getByRole('listitem').filter({ hasText: 'A placeholder value is shown to visitors' });
  await expect(findings).toContainText('From a visitor');
  // Its fix hint is on the finding itself (a finding filed without a thread has no other place).
  await expect(findings).toContainText('How to fix: A value was missing or not converted to text before display');
  await expect(findings.getByRole('link', { name: 'Open on page' })).toHaveAttribute('href', /#commentflow=/);
  await expect(dashboard.getByText(/\d+\/100 · 3 open/)).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /^3 found and 0 resolved in the last 14 days$/ })).toBeVisible();
  // Live: the visitor meets the error again, and the view counts it without a reload.
  const errorFinding = dashboard.getByRole('listitem').filter({ hasText: 'A JavaScript error was not caught' });
  await expect(errorFinding).toContainText('Seen once');
  await expect.poll(() => site.evaluate(() => '__commentflowAriaLight' in window)).toBe(true);
  await site.locator('#buy').click();
  await expect(errorFinding).toContainText('Seen 2 times');
  // ARIA_SCREENSHOT=<path prefix> keeps pictures of the view to look at (light desktop, dark phone).
  if (process.env.ARIA_SCREENSHOT) {
    await dashboard.screenshot({ path: `${process.env.ARIA_SCREENSHOT}-light.png`, fullPage: true });
    await dashboard.emulateMedia({ colorScheme: 'dark' });
    await dashboard.setViewportSize({ width: 390, height: 844 });
    await dashboard.screenshot({ path: `${process.env.ARIA_SCREENSHOT}-dark-phone.png`, fullPage: true });
  }
  await context.close();
});

test('before ARIA has found anything, its view says so instead of drawing empty lists and an empty chart', async ({ page }) => {
  await signUpWithProject(page, shop.origin);
  await page.goto('/client/aria');
  await expect(page.getByText('No open findings: every page is healthy.')).toBeVisible();
  await expect(page.getByText('No open findings.', { exact: true })).toBeVisible();
  await expect(page.getByText('Nothing found or resolved in the last 14 days.')).toBeVisible();
  await expect(page.getByRole('img', { name: /in the last 14 days/ })).toHaveCount(0);
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
async function scanFixture(
  page: Page,
  appUrl: string,
  fixture: string,
  snippet: string,
  options: { variant?: string; runtimeRule?: string; loaded?: boolean; site?: AriaFixtureSite } = {},
): Promise<ScanOutcome> {
  if (!options.loaded) await page.goto((options.site ?? shop).pageUrl(fixture, snippet));
  if (options.runtimeRule) {
    const rule = options.runtimeRule;
    await expect
      .poll(() =>
        page.evaluate(
          (wanted) =>
            ((window as unknown as { __commentflowAriaLight?: { rule: string }[] }).__commentflowAriaLight ?? []).some(
              (finding) => finding.rule === wanted,
            ),
          rule,
        ),
      )
      .toBe(true);
  }
  await page.addScriptTag({ url: `${appUrl}/widget/widget-aria-scan.js` });
  const key = /data-project="([^"]+)"/.exec(snippet)![1]!;
  const findings = await page.evaluate(
    async ({ origin, key, variant }) => {
      const scanner = (
        window as unknown as { __commentflowAriaScan: { run(input: unknown): Promise<{ findings: ScanOutcome['findings'] }> } }
      ).__commentflowAriaScan;
      return (await scanner.run({ origin, key, variant, language: 'en', report: () => undefined })).findings;
    },
    { origin: appUrl, key, variant: options.variant ?? 'devflow' },
  );
  return { rules: findings.map((finding) => finding.rule), findings };
}

/**
 * The findings a page's content causes. The web vitals are the page's load as this machine measured
 * it (a busy test machine can take 900 ms to the first byte), so a clean page may have them.
 */
const contentFindings = (outcome: ScanOutcome) => outcome.findings.filter((finding) => finding.detector !== 'performance');

test.describe('ARIA detectors on fixture pages', () => {
  let snippet: string;
  test.beforeAll(async ({ appServer }) => {
    snippet = (await createWidgetProject(appServer.url, shop.origin)).snippet;
  });

  test('find nothing on a clean page (the widget itself included)', async ({ page, appServer }) => {
    const outcome = await scanFixture(page, appServer.url, 'clean', snippet);
    expect(contentFindings(outcome)).toEqual([]);
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

// Mixed content and insecure form targets are problems of secure pages only: their fixtures are
// served over https (a certificate made for the run), and the clean page there shows neither.
test.describe('ARIA security detectors on a page served over https', () => {
  test.use({ ignoreHTTPSErrors: true });
  let secure: AriaFixtureSite;
  let snippet: string;
  test.beforeAll(async ({ appServer }) => {
    secure = await startAriaFixtureSite({ https: true });
    snippet = (await createWidgetProject(appServer.url, secure.origin)).snippet;
  });
  test.afterAll(async () => {
    await secure.close();
  });
  test.beforeEach(async ({ page }) => {
    // The planted http resource is answered here (the browser upgrades it to https), so no network.
    await page.route('**://insecure.example/**', (route) =>
      route.fulfill({
        contentType: 'image/png',
        body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
      }),
    );
  });

  test('find nothing on the clean page', async ({ page, appServer }) => {
    const outcome = await scanFixture(page, appServer.url, 'clean', snippet, { site: secure });
    expect(new URL(page.url()).protocol).toBe('https:');
    expect(contentFindings(outcome)).toEqual([]);
  });

  for (const { fixture, selector } of [
    { fixture: 'mixed-content', selector: '#http-image' },
    { fixture: 'insecure-form-action', selector: '#signup' },
  ]) {
    test(`${fixture}: finds it on the planted element`, async ({ page, appServer }) => {
      const outcome = await scanFixture(page, appServer.url, fixture, snippet, { site: secure });
      const found = outcome.findings.filter((finding) => finding.rule === fixture);
      expect(found.map((finding) => finding.anchor?.selector)).toEqual([selector]);
    });
  }
});

// The full scan as a member runs it: signed in to the widget, "Run ARIA" in its settings. Its findings
// are filed as a member's; once the problem is fixed on the page, the next scan resolves it.
test('a signed-in member runs ARIA from the widget; the next scan resolves what was fixed', async ({ page, appServer }) => {
  const owner = await signUp(appServer.url, 'Olive Owner');
  const project = await createProject(appServer.url, owner, shop.origin);
  await page.goto(shop.pageUrl('data-integrity', project.snippet));
  await signInToWidget(page, owner);
  const settings = await openWidgetSettings(page);
  await settings.getByRole('button', { name: 'Run ARIA' }).click();
  const status = settings.getByRole('status');
  await expect(status).toContainText(/ARIA found \d+ problems on this page \(\d+ new, 0 resolved\)\./);
  await expect(status).toContainText('Unused JavaScript cannot be measured from inside the page');

  const findings = async () => {
    const response = await fetch(`${appServer.url}/api/workspaces/${owner.workspaceId}/aria/findings?detector=data-integrity`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return ((await response.json()) as { findings: { rule: string; status: string; source: string; commentId: string | null }[] }).findings;
  };
  const duplicate = (await findings()).find((finding) => finding.rule === 'duplicate-id');
  expect(duplicate).toMatchObject({ status: 'open', source: 'member' });
  // Each new thread pinned to an element carries a picture of it.
  const nanPrice = (await findings()).find((finding) => finding.rule === 'nan-price') as { commentId: string } | undefined;
  const thread = await fetch(`${appServer.url}/api/comments/${nanPrice!.commentId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(((await thread.json()) as { comment: { screenshot: { width: number } | null } }).comment.screenshot?.width).toBeGreaterThan(0);

  // Fixed on the page: the id is unique now.
  await page.evaluate(() => document.querySelectorAll('#twice')[1]!.removeAttribute('id'));
  await settings.getByRole('button', { name: 'Run ARIA' }).click();
  await expect(status).toContainText(/\(0 new, 1 resolved\)/);
  expect((await findings()).find((finding) => finding.rule === 'duplicate-id')?.status).toBe('resolved');

  // After a reload the member is still signed in and "Run ARIA" is offered at once: the loader's list
  // said ARIA is on (the app used to wait for a list of its own, so the settings had no Run ARIA).
  await page.reload();
  await expect((await openWidgetSettings(page)).getByRole('button', { name: 'Run ARIA' })).toBeVisible();
});

// Decisions.md "ARIA": the full scan runs on demand "or on load where the profile says so". With
// scanOnLoad, a signed-in member's widget scans each page by itself once it settled; a visitor of the
// same page never downloads the scan nor axe-core.
test("where the profile scans on load, a signed-in member's widget runs the full scan by itself once per page load; visitors never get it", async ({
  browser,
  page,
  appServer,
}) => {
  const owner = await signUp(appServer.url, 'Olive Owner');
  const project = await createProject(appServer.url, owner, shop.origin);
  const profilePath = `${appServer.url}/api/workspaces/${owner.workspaceId}/aria/profile`;
  const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
  const { profile } = (await (await fetch(profilePath, { headers })).json()) as { profile: Record<string, unknown> };
  expect((await fetch(profilePath, { method: 'PUT', headers, body: JSON.stringify({ ...profile, scanOnLoad: true }) })).status).toBe(200);
  const url = shop.pageUrl('data-integrity', project.snippet);

  // A visitor: the light checks report, and neither the scan nor axe-core is ever asked for.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorFiles: string[] = [];
  visitor.on('request', (request) => visitorFiles.push(new URL(request.url()).pathname));
  const lightReport = visitor.waitForRequest(
    (request) => request.url().endsWith('/aria/findings') && request.postDataJSON()?.scan === 'light',
  );
  await visitor.goto(url);
  await lightReport;
  expect(visitorFiles).toContain('/widget/widget-aria-light.js');
  expect(visitorFiles.filter((path) => /widget-aria-scan|widget-axe/.test(path))).toEqual([]);
  await visitorContext.close();

  // The member signs in to the widget; from the next page load on, the scan runs without a click.
  await page.goto(url);
  await signInToWidget(page, owner);
  const fullScans: string[] = [];
  const axeLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/aria/findings') && request.postDataJSON()?.scan === 'full') fullScans.push(request.url());
    if (request.url().includes('/widget/widget-axe.js')) axeLoads.push(request.url());
  });
  const scanned = () =>
    page.waitForResponse((response) => response.url().endsWith('/aria/findings') && response.request().postDataJSON()?.scan === 'full');
  let done = scanned();
  await page.reload();
  expect(((await (await done).json()) as { created: number }).created).toBeGreaterThan(0);
  expect(axeLoads).toHaveLength(1);
  const findings = async () => {
    const response = await fetch(`${appServer.url}/api/workspaces/${owner.workspaceId}/aria/findings?detector=data-integrity`, { headers });
    return ((await response.json()) as { findings: { rule: string; status: string; source: string }[] }).findings;
  };
  expect((await findings()).find((finding) => finding.rule === 'duplicate-id')).toMatchObject({ status: 'open', source: 'member' });

  // The next page load scans again, once: its scan is the only other one.
  const before = fullScans.length;
  done = scanned();
  await page.reload();
  expect(((await (await done).json()) as { seenAgain: number }).seenAgain).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  expect(fullScans.length - before).toBe(1);
});
