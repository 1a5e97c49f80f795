import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { pageDataKind, PRERENDERED, PRERENDERED_PAGES } from '../packages/shared/src/rules/prerender.ts';
import { PUBLIC_PAGES } from '../packages/shared/src/rules/public-pages.ts';
import { findProduct } from '../packages/shared/src/rules/products.ts';
import { decodeHtml as decode, rootOf, textOf } from '../apps/server/src/test/page-text.ts';
import { storeConsent } from './support/consent.ts';
import { hydrated } from './support/hydration.ts';
import { LANDING_JS_BUDGET_KB } from './support/landing-budget.ts';
import { SITE_HEADINGS } from './support/site-headings.ts';
import { test, expect } from './support/fixtures.ts';

// The public pages arrive as HTML with their content (docs/adr/018-prerendered-public-pages.md):
// read here as a crawler or a link preview reads them, without running any script; then in a browser,
// which takes the page over without a hydration error and keeps it working. The roadmap, changelog and
// API reference are rendered by the server with this instance's data (apps/server/src/routes/site/rendered-pages.test.ts
// reads them on both database engines), the others by the build.

/** The main site's pages that arrive with their content: prerendered by the build or rendered per request. */
const WITH_CONTENT = [...PRERENDERED_PAGES, ...PUBLIC_PAGES.filter((page) => pageDataKind(page.path))];

const HEADINGS: Record<string, string> = {
  ...SITE_HEADINGS,
  '/docs': 'CommentFlow documentation',
  '/docs/getting-started': 'Getting started',
  '/docs/installation': 'Installation',
  '/docs/widget-customization': 'Widget customization',
  '/docs/integrations': 'Integrations',
  '/docs/api-keys': 'API keys',
  '/docs/webhooks': 'Webhooks',
  '/docs/mcp': 'MCP server for AI assistants',
  '/docs/api': 'API reference',
  '/roadmap': 'Roadmap',
  '/changelog': 'Changelog',
};

/** A sentence of each kind of page's own text, beyond its heading. */
const MAIN_TEXT: Record<string, string> = {
  '/': 'Running in three steps',
  '/premium': '14-day',
  '/docs/installation': 'The widget is one script tag.',
  // This instance's requests and entries are in the HTML, not only the page's frame.
  '/roadmap': 'Under review',
  '/changelog': 'newest first',
  '/docs/api': '/api/roadmap/requests/{id}/vote',
  '/privacy': 'What we keep and why',
  '/products/dev-flow': findProduct('devflow').features[0]!.title,
};

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('every page with content is listed, and every listed page is prerendered, rendered per request or deliberately client-rendered', () => {
  expect(WITH_CONTENT.map((page) => page.path).sort()).toEqual(Object.keys(HEADINGS).sort());
});

test('each public page arrives with its heading, its text and its sharing tags, without running a script', async ({ request, baseURL }) => {
  for (const page of WITH_CONTENT) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    const root = rootOf(html);
    const main = textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(root)?.[1] ?? '');
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? ''), page.path).toBe(HEADINGS[page.path]);
    expect(main.length, `${page.path} main text`).toBeGreaterThan(200);
    if (MAIN_TEXT[page.path]) expect(main, page.path).toContain(MAIN_TEXT[page.path]);
    // No placeholder origin is left for the reader: the server wrote its own address.
    expect(html, page.path).not.toContain('prerendered-site.invalid');
  }
  const installation = await (await request.get('/docs/installation')).text();
  expect(installation).toContain(`&lt;script src=&quot;${baseURL}/widget.js&quot;`);
});

test('every public page has a canonical URL, Open Graph and Twitter card tags, and is in the sitemap', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const page of PUBLIC_PAGES) {
    const url = new URL(page.path, baseURL).href;
    expect(sitemap, page.path).toContain(`<loc>${url}</loc>`);
    const html = await (await request.get(page.path)).text();
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], page.path).toBe(url);
    expect(decode(metaContent(html, 'property', 'og:title') ?? ''), page.path).toBe(page.title);
    expect(decode(metaContent(html, 'property', 'og:description') ?? ''), page.path).toBe(page.description);
    expect(metaContent(html, 'property', 'og:url'), page.path).toBe(url);
    expect(metaContent(html, 'property', 'og:image'), page.path).toBe(`${baseURL}/og-image.jpg`);
    expect(metaContent(html, 'name', 'twitter:card'), page.path).toBe('summary_large_image');
    expect(decode(metaContent(html, 'name', 'twitter:title') ?? ''), page.path).toBe(page.title);
    expect(decode(metaContent(html, 'name', 'twitter:description') ?? ''), page.path).toBe(page.description);
    expect(metaContent(html, 'name', 'twitter:image'), page.path).toBe(`${baseURL}/og-image.jpg`);
  }
  const image = await request.get('/og-image.jpg');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

/** Console errors and uncaught exceptions from now on: a hydration mismatch is reported as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's session check answers 401, which the browser logs as a failed resource.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * Resolves once React has taken the page's prerendered heading over. The API reference is a hundred
 * endpoints: on a loaded two-core machine its first render on the server and its hydration take seconds each.
 */
const hydratedPage = (page: Page) =>
  hydrated(page.getByRole('heading', { level: 1 }).first(), {
    timeout: /\/(docs\/api|api-reference)$/.test(page.url()) ? 60_000 : undefined,
  });

test('a prerendered page hydrates without errors and stays interactive, for a visitor with stored choices', async ({ page, context }) => {
  await storeConsent(context);
  // What the HTML cannot know: a stored dark theme and product choice. They apply without a mismatch.
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('commentflow_product', 'agencyflow');
  });
  const errors = collectErrors(page);
  await page.goto('/');
  // Dark before any module script ran: the page's inline boot script (allowed by its hash) did it.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await hydratedPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(findProduct('agencyflow').headline);

  const themeButton = page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme: dark/ })
    .first();
  await themeButton.click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  // "Product" is the product page of the visitor's variant, no old landing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
  await expect(page).toHaveURL(/\/products\/agency-flow$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/premium']!);
  expect(errors).toEqual([]);
});

test('the docs, API reference, roadmap and changelog hydrate without errors and their header offers sign-in and start free', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  const errors = collectErrors(page);
  for (const path of ['/docs/installation', '/docs/api', '/roadmap', '/changelog']) {
    await page.goto(path);
    await hydratedPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]!);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Start free' })).toBeVisible();
  }
  // Hydrated, the roadmap works as before: its filters and sort act, the client-side link arrives.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { name: /Under review/ })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'Planned' }).click();
  await expect(page.getByRole('heading', { name: /Under review/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Planned/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-out visitor keeps the API reference the server rendered when the session check answers no', async ({ page, context }) => {
  await storeConsent(context);
  const errors = collectErrors(page);
  const fetchedAgain: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/openapi.json') fetchedAgain.push(request.url());
  });
  const sessionCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
  await page.goto('/docs/api');
  await hydratedPage(page);
  expect((await sessionCheck).status()).toBe(401);
  // The refusal has been handled once the next page's own data has come: then the reference had been
  // thrown away and fetched again, or not.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { name: /Under review/ })).toBeVisible();
  expect(fetchedAgain).toEqual([]);
  expect(errors).toEqual([]);
});

test('the docs and roadmap shells arrive with their content and hydrate without errors', async ({ page, context, request, appServer }) => {
  const shellUrl = (host: string, path: string) => `http://${host}.localhost:${appServer.port}${path}`;
  const pages: [host: string, path: string][] = [
    ...PRERENDERED.filter(({ shell }) => shell === 'docs').map(({ page: docsPage }): [string, string] => ['docs', docsPage.path]),
    ['docs', '/api-reference'],
    ['feedback', '/'],
    ['feedback', '/changelog'],
  ];
  for (const [host, path] of pages) {
    // Node does not resolve *.localhost as browsers do: the shell is named by the Host header.
    const html = await (await request.get(path, { headers: { host: `${host}.localhost:${appServer.port}` } })).text();
    expect(textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(rootOf(html))?.[1] ?? '').length, `${host} ${path}`).toBeGreaterThan(200);
  }
  await storeConsent(context);
  const errors = collectErrors(page);
  for (const [host, path] of pages) {
    await page.goto(shellUrl(host, path));
    await hydratedPage(page);
  }
  // Still a working shell: its own navigation, and the sign-in on its own host (ADR 005).
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(shellUrl('feedback', '/login'));
  expect(errors).toEqual([]);
});

test('a visitor without a stored cookie choice gets the prerendered page and then the cookie settings', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/privacy');
  await hydratedPage(page);
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home page shows the product itself: a real picture of the dashboard, in its HTML', async ({ request, page, context }) => {
  const home = await (await request.get('/')).text();
  // Asked for at high priority: the page's code, preloaded from the HTML, would hold it back (ADR 031).
  expect(home).toMatch(
    /<img src="\/product-dashboard\.webp" fetchPriority="high" width="1280" height="760" alt="The CommentFlow dashboard[^"]*"/,
  );
  const picture = await request.get('/product-dashboard.webp');
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect((await picture.body()).length).toBeLessThan(80_000);

  await storeConsent(context);
  await page.goto('/');
  const shown = page.getByRole('img', { name: /The CommentFlow dashboard/ });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1280);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
  await expect(page).toHaveURL(/\/products\/dev-flow$/);
});

/** Where the web build the server serves put each module's code (its .vite/manifest.json). */
const builtFiles = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const fileOf = (module: string) => `/${builtFiles[module]!.file}`;

// The session's layout and the English texts come with every page that holds the session (docs,
// roadmap); the landing has neither.
const SESSION = ['src/lib/account-providers.tsx', 'src/locales/en/common.json'];
const PAGE_CODE: [path: string, how: string, modules: string[]][] = [
  ['/', 'prerendered', ['src/site/pages/landing-page.tsx']],
  [
    '/docs/integrations',
    'prerendered',
    [...SESSION, 'src/features/public-shells/content-layout.tsx', 'src/features/docs/docs-layout.tsx', 'src/routes/docs-page.tsx'],
  ],
  ['/roadmap', 'rendered per request', [...SESSION, 'src/features/public-shells/content-layout.tsx', 'src/routes/roadmap-list.tsx']],
  // Pages the browser draws from the empty index.html: the server names their files all the same.
  // Their texts too, each namespace its components ask for (apps/web/build/chunk-texts.ts).
  ['/login', 'drawn by the browser', [...SESSION, 'src/features/auth/auth-layout.tsx', 'src/locales/en/auth.json', 'src/routes/login.tsx']],
  [
    '/client/comments',
    'drawn by the browser',
    [
      ...SESSION,
      'src/routes/client-area.tsx',
      'src/locales/en/shell.json',
      'src/features/dashboard-shell/dashboard-section.tsx',
      'src/locales/en/comments.json',
      'src/routes/comments.tsx',
    ],
  ],
];

for (const [path, how, modules] of PAGE_CODE) {
  test(`${path} (${how}) names the files of its code in its HTML: they download beside the app's entry, not after it has run`, async ({
    page,
    context,
    request,
  }) => {
    await storeConsent(context);
    // The server names a browser-drawn page's files once it has loaded its rendering bundle, which the
    // first such page starts (serving that page without them rather than wait).
    let html = '';
    await expect
      .poll(async () => (html = await (await request.get(path)).text()))
      .toContain(`<link rel="modulepreload" crossorigin href="${fileOf(modules.at(-1)!)}">`);
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    // The app's entry held back, as on a slow network. Its layouts', page's and texts' files were
    // once asked for only once it had run, then the texts only once those had: three round trips in a
    // row before the page answered a tap.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const asked = Promise.all(modules.map((module) => page.waitForRequest((sent) => new URL(sent.url()).pathname === fileOf(module))));
    const errors = collectErrors(page);
    try {
      await page.goto(path, { waitUntil: 'commit' });
      await asked;
    } finally {
      release();
    }
    // Signed out, the dashboard sends the visitor to sign in.
    if (how === 'drawn by the browser') await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    else await hydratedPage(page);
    expect(errors).toEqual([]);
  });
}

// Libraries only the signed-in screens use: each once reached every visitor of the landing through a
// single import in the app's entry (i18next, 15 KB gzip, through the dashboard's tab titles).
const DASHBOARD_LIBRARIES = [
  'i18next',
  'react-i18next',
  'zod',
  'socket.io-client',
  'engine.io-client',
  '@tanstack/react-query',
  '@radix-ui',
  'marked',
];

// As a first-time visitor: the cookie consent dialog's code counts too.
test("the landing's first load stays within its JavaScript budget and downloads none of the signed-in screens' libraries", async ({
  page,
}) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js'))
      scripts.set(
        pathname,
        response.body().then((body) => gzipSync(body).length / 1024),
      );
  });
  await page.goto('/');
  await hydratedPage(page);
  await page.waitForLoadState('networkidle');
  expect([...scripts.keys()]).toContain(fileOf('src/site/pages/landing-page.tsx'));
  // Every byte counts against the budget, the page's own code as much as React's (bench/landing-size.ts lists the files).
  const kilobytes = (await Promise.all(scripts.values())).reduce((sum, kb) => sum + kb, 0);
  expect(kilobytes).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
  // What each file holds, from the source map the build wrote beside it.
  const libraries = new Set(
    [...scripts.keys()].flatMap((script) =>
      (JSON.parse(readFileSync(`apps/web/dist${script}.map`, 'utf8')) as { sources: string[] }).sources.flatMap((source) => {
        const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
        return library ? [library] : [];
      }),
    ),
  );
  expect(
    [...libraries].filter((library) => DASHBOARD_LIBRARIES.some((name) => library === name || library.startsWith(`${name}/`))),
  ).toEqual([]);
  expect(libraries).toContain('react-dom');
});
