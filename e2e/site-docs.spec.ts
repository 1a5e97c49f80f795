import { storeConsent } from './support/consent.ts';
import { test, expect } from './support/fixtures.ts';
import { uniqueEmail } from './support/dashboard-helpers.ts';
import { hydrated } from './support/hydration.ts';

// Visitors who already chose their cookies; the consent modal itself is site-consent.spec.ts.
test.beforeEach(async ({ context }) => storeConsent(context));

// docs/product/screens.md /docs and /docs/api on the main site: markdown pages with a sidebar, on-page headings and
// copyable code, and an API reference generated from the server's OpenAPI document.

const DOCS = [
  ['/docs', 'CommentFlow documentation', 'Documentation | CommentFlow'],
  ['/docs/getting-started', 'Getting started', 'Getting started | CommentFlow'],
  ['/docs/installation', 'Installation', 'Installation | CommentFlow'],
  ['/docs/widget-customization', 'Widget customization', 'Widget customization | CommentFlow'],
  ['/docs/integrations', 'Integrations', 'Integrations documentation | CommentFlow'],
  ['/docs/api-keys', 'API keys', 'API keys | CommentFlow'],
  ['/docs/webhooks', 'Webhooks', 'Webhooks | CommentFlow'],
  ['/docs/mcp', 'MCP server for AI assistants', 'MCP for AI assistants | CommentFlow'],
] as const;

for (const [path, heading, title] of DOCS) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

test('installation shows the real snippet for every framework, and its code copies', async ({ page, context, appServer }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/installation');
  for (const framework of ['Plain HTML', 'React', 'Next.js', 'Vue', 'WordPress', 'Shopify']) {
    await expect(page.getByRole('heading', { level: 2, name: framework })).toBeVisible();
  }
  const snippet = `<script src="${appServer.url}/widget.js" data-project="pk_YOUR_PROJECT_KEY" async></script>`;
  await expect(page.getByText(snippet).first()).toBeVisible();

  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await page.setViewportSize({ width: 1400, height: 900 });
  // The page arrives prerendered. A click while React takes it over was lost on a busy machine (a
  // no-retry run: the link hovered, the address unchanged for 15 s), as hydrated() says of taps.
  await hydrated(onThisPage.getByRole('link', { name: 'Shopify' }));
  await onThisPage.getByRole('link', { name: 'Shopify' }).click();
  await expect(page).toHaveURL(/#shopify$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Shopify' })).toBeInViewport();

  // Its buttons work once the app has taken the page over.
  await page.getByRole('button', { name: 'Copy html example' }).first().click();
  await expect(page.getByRole('button', { name: 'Copy html example' }).first()).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
});

test('the sidebar and links inside the text move between docs pages', async ({ page }) => {
  await page.goto('/docs');
  await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Widget customization' }).click();
  await expect(page).toHaveURL(/\/docs\/widget-customization$/);
  for (const call of ['CommentFlow.open()', 'CommentFlow.close()', 'CommentFlow.toggleCommentMode()', 'CommentFlow.destroy()']) {
    await expect(page.getByRole('cell', { name: call, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: 'data-project', exact: true })).toBeVisible();

  await page.goto('/docs/integrations');
  await page.getByRole('article').getByRole('link', { name: 'webhooks' }).click();
  await expect(page).toHaveURL(/\/docs\/webhooks$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Verify the signature' })).toBeVisible();
});

for (const visitor of ['signed out', 'signed in'] as const) {
  test(`a docs page whose code is still loading keeps its text and links when the session check answers (${visitor})`, async ({ page }) => {
    if (visitor === 'signed in')
      await page.request.post('/api/auth/signup', {
        data: { email: uniqueEmail('reader'), password: 'reader-pass-1', displayName: 'Reader' },
      });
    // The page's own code held back, as on a slow network: React takes the prerendered page over and
    // leaves the article as the server drew it until that code comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/docs-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const lost = () => document.querySelector('article') === null;
      let seen = false;
      new MutationObserver(() => {
        if (!lost()) seen = true;
        else if (seen) document.documentElement.dataset.articleLost = '';
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      // The session check answers (its last request) while the article's code is held: the session's
      // state changes under a page still hydrating.
      const answered = page.waitForResponse(visitor === 'signed in' ? /\/api\/workspaces$/ : /\/api\/auth\/refresh$/);
      await page.goto('/docs/integrations');
      await answered;
      await page.evaluate(
        () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 100)),
      );
      // It once drew the page's spinner instead, the text gone until the code came, and a click lost.
      await expect(page.locator('html[data-article-lost]')).toHaveCount(0);
      await page.getByRole('article').getByRole('link', { name: 'webhooks' }).click();
      await expect(page).toHaveURL(/\/docs\/webhooks$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Verify the signature' })).toBeVisible();
    } finally {
      release();
    }
    if (visitor === 'signed in') await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
}

test('a docs page asks for the code of its layouts and its page together, not each after the one above it', async ({ page }) => {
  // The outer layout's code held back, as on a slow network: the docs layout's and the page's own
  // code are asked for meanwhile. They once waited for it, then for each other: three round trips
  // in a row before the prerendered page answered a tap.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/content-layout-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = (chunk: string) => page.waitForRequest(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`));
  const inner = Promise.all([asked('docs-layout'), asked('docs-page')]);
  try {
    await page.goto('/docs/integrations');
    await inner;
  } finally {
    release();
  }
  // The text's links are the article's own HTML: the article is what React takes over.
  await hydrated(page.getByRole('article'));
  await page.getByRole('article').getByRole('link', { name: 'webhooks' }).click();
  await expect(page).toHaveURL(/\/docs\/webhooks$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Verify the signature' })).toBeVisible();
});

test('an unknown docs path redirects to the landing, like any unknown path (docs/product/screens.md)', async ({ page, appServer }) => {
  for (const path of ['/docs/no-such-page', '/docs/api/no-such-page', '/docs/getting-started/deeper']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`${appServer.url}/`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  }
});

test('the API reference lists the real operations of the OpenAPI document', async ({ page, request }) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  expect(document.paths['/api/widget/{key}/comments']?.post).toBeTruthy();

  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page).toHaveTitle('API reference | CommentFlow');
  const operationCount = Object.values(document.paths)
    .flatMap((item) => Object.keys(item))
    .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)).length;
  await expect(page.getByText(`${operationCount} endpoints`)).toBeVisible();

  const createComment = page.getByRole('region', { name: 'post /api/widget/{key}/comments', exact: true });
  await expect(createComment).toBeVisible();
  await expect(createComment.getByText('Request body (JSON, required)')).toBeVisible();
  for (const field of ['clientId', 'body', 'pageUrl', 'anchor', 'viewport', 'guest']) {
    await expect(createComment.getByText(field, { exact: true }).first()).toBeVisible();
  }
  await expect(createComment.getByText('in path')).toBeVisible();
  await expect(createComment.getByText('201', { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Roadmap' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'post /api/roadmap/requests/{id}/vote', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'get /api/changelog', exact: true })).toBeVisible();
});

test('the API reference shows how to call a keyed route with curl, and sends a read with the reader’s own key', async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  const signUp = await request.post('/api/auth/signup', { data: { email, password: 'correct horse battery', displayName: 'Rita Reader' } });
  const { idToken } = await signUp.json();
  const headers = { authorization: `Bearer ${idToken}` };
  const { workspaces } = await (await request.get('/api/workspaces', { headers })).json();
  const workspaceId = workspaces[0].id as string;
  const { secret } = await (
    await request.post(`/api/workspaces/${workspaceId}/api-keys`, { headers, data: { name: 'Docs', scopes: ['read'] } })
  ).json();

  await page.goto('/docs/api');
  const list = page.getByRole('region', { name: 'get /api/workspaces/{workspaceId}/comments', exact: true });
  await expect(list.getByText('API key scope: read')).toBeVisible();
  await expect(list.getByText('curl -X GET -H "Authorization: Bearer $CF_API_KEY"')).toBeVisible();

  await page.getByLabel('Your API key, to try the routes below').fill(secret);
  await list.getByText('Try it with your API key').click();
  await list.getByLabel('workspaceId').fill(workspaceId);
  await list.getByLabel('Query string (optional)').fill('status=open');
  await list.getByRole('button', { name: 'Send GET' }).click();
  await expect(list.getByText('HTTP 200')).toBeVisible();
  await expect(list.getByText('"comments": []')).toBeVisible();
});
