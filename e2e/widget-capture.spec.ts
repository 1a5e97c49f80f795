import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { defaultAriaProfile } from '@commentflow/shared';
import { startComment } from './support/widget-project.ts';

// Issue #3's capture promise, end to end on a page of another origin: a screenshot is taken in the
// page with private content masked before the picture exists, marked up, attached to the pin, and
// shown in the dashboard's thread with the page's console errors and failed requests.

// Private content the customer's page holds: a password field and an element marked data-cf-mask.
const PRIVATE_CONTENT = `<script>
document.addEventListener('DOMContentLoaded', () => {
  const section = document.createElement('section');
  section.className = 'card';
  section.innerHTML = '<label>Password <input id="pw" type="password" value="hunter2-hunter2" style="font-size:24px;width:320px;height:48px;background:#fff"></label>'
    + '<p id="secret" data-cf-mask style="font-size:32px;background:#ffffff;color:#000000;padding:16px">IBAN DE44 5001 0517 5407 3249 31</p>';
  document.querySelector('main').prepend(section);
});
</script>`;

const MASK_FILL = { r: 0x1f, g: 0x29, b: 0x37 };

/** The colour of one pixel of the dashboard's screenshot, at a point given in page (CSS) pixels. */
async function screenshotPixel(page: Page, point: { x: number; y: number }, viewportWidth: number) {
  return page.getByRole('img', { name: /Screenshot of the page/ }).evaluate(
    async (img: HTMLImageElement, { point, viewportWidth }) => {
      await img.decode();
      const scale = img.naturalWidth / viewportWidth;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const [r, g, b] = context.getImageData(Math.round(point.x * scale), Math.round(point.y * scale), 1, 1).data;
      return { r: r!, g: g!, b: b! };
    },
    { point, viewportWidth },
  );
}

const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) < 24 && Math.abs(a.g - b.g) < 24 && Math.abs(a.b - b.b) < 24;

/**
 * An owner (signed up through the API) with a project for the host site; answers the page's snippet.
 * `aria: false` turns ARIA off for a page that logs errors on purpose, for the pin to carry: ARIA (on
 * by default for DevFlow) would file them as threads of its own, numbered before the visitor's pin
 * whenever it is quicker.
 */
async function ownerWithSnippet(page: Page, appUrl: string, siteOrigin: string, { aria = true } = {}) {
  const signUp = await page.request.post(`${appUrl}/api/auth/signup`, {
    data: { email: `ada-${Date.now()}@example.com`, password: 'analytical-engine', displayName: 'Ada Lovelace' },
  });
  expect(signUp.status()).toBe(201);
  const { idToken } = (await signUp.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  const { workspaces } = (await (await page.request.get(`${appUrl}/api/workspaces`, { headers })).json()) as {
    workspaces: { id: string }[];
  };
  const created = await page.request.post(`${appUrl}/api/workspaces/${workspaces[0]!.id}/projects`, {
    headers,
    data: { name: 'Acme Store', siteUrl: siteOrigin },
  });
  const { project } = (await created.json()) as { project: { publicKey: string } };
  if (!aria) {
    const ariaOff = await page.request.put(`${appUrl}/api/workspaces/${workspaces[0]!.id}/aria/profile`, {
      headers,
      data: { ...defaultAriaProfile('devflow'), enabled: false },
    });
    expect(ariaOff.status()).toBe(200);
  }
  return { idToken, snippet: `<script src="${appUrl}/widget.js" data-project="${project.publicKey}" async></script>` };
}

test('a pin with a masked, annotated screenshot and the page errors reaches the dashboard thread', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const dashboard = await context.newPage();
  const { idToken, snippet } = await ownerWithSnippet(dashboard, appServer.url, hostSite.origin, { aria: false });

  const site = await context.newPage();
  await site.goto(`${hostSite.pageUrl(snippet)}&head=${encodeURIComponent(PRIVATE_CONTENT)}`);
  await expect(site.locator('#secret')).toBeVisible();

  // Before anyone opens the widget, only the loader runs: what the page logs now is kept too.
  await expect(site.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await site.evaluate(async () => {
    console.warn('Before the widget opened: stock service slow');
    await fetch('http://127.0.0.1:9/stock?session=early-s3cr3t').catch(() => undefined);
  });
  await expect(site.locator('commentflow-widget')).toHaveCount(0);

  await startComment(site, '#hero-copy', 'The total shows NaN after the coupon');

  // The page misbehaves after the widget app has started: both must travel with the comment.
  await site.evaluate(async () => {
    console.error('Checkout exploded: total is NaN');
    await fetch('http://127.0.0.1:9/cart/total?token=s3cr3t').catch(() => undefined);
  });

  const secretBox = (await site.locator('#secret').boundingBox())!;
  const passwordBox = (await site.locator('#pw').boundingBox())!;
  const headerBox = (await site.getByRole('banner').boundingBox())!;

  await site.getByRole('button', { name: 'Add screenshot' }).click();
  const editor = site.getByRole('dialog', { name: 'Annotate the screenshot' });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Rectangle' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeDisabled();
  const canvas = editor.getByRole('img', { name: 'Screenshot being annotated' });
  const canvasBox = (await canvas.boundingBox())!;
  // A rectangle around the hero copy, in the editor's (scaled-down) coordinates.
  const heroBox = (await site.locator('#hero-copy').boundingBox())!;
  const shrink = canvasBox.width / 1280;
  const from = { x: canvasBox.x + (heroBox.x - 10) * shrink, y: canvasBox.y + (heroBox.y - 10) * shrink };
  const to = { x: canvasBox.x + (heroBox.x + heroBox.width + 10) * shrink, y: canvasBox.y + (heroBox.y + heroBox.height + 10) * shrink };
  await site.mouse.move(from.x, from.y);
  await site.mouse.down();
  await site.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
  await site.mouse.move(to.x, to.y);
  await site.mouse.up();
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await editor.getByRole('button', { name: 'Attach screenshot' }).click();
  await expect(editor).toBeHidden();
  await expect(site.getByRole('img', { name: 'Screenshot to attach' })).toBeVisible();

  await site.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(site.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  await expect(site.getByRole('alert').filter({ hasText: 'could not be attached' })).toHaveCount(0);

  await dashboard.addInitScript((token) => localStorage.setItem('auth_token', token), idToken);
  await dashboard.goto('/client/comments');
  await dashboard.getByRole('link', { name: /The total shows NaN after the coupon/ }).click();
  const details = dashboard.getByRole('region', { name: 'Captured with the comment' });
  await expect(details.getByRole('img', { name: /Screenshot of the page/ })).toBeVisible();
  await expect(details).toContainText('Checkout exploded: total is NaN');
  await expect(details).toContainText('http://127.0.0.1:9/cart/total');
  await expect(details).not.toContainText('s3cr3t');
  await expect(details).toContainText('Before the widget opened: stock service slow');
  await expect(details).toContainText('http://127.0.0.1:9/stock');
  await expect(details).toContainText('1280 × 800');

  // Masked: the private boxes are solid fill in the stored picture; ordinary content is not.
  const centre = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(near(await screenshotPixel(dashboard, centre(secretBox), 1280), MASK_FILL)).toBe(true);
  expect(near(await screenshotPixel(dashboard, { x: secretBox.x + 30, y: secretBox.y + secretBox.height / 2 }, 1280), MASK_FILL)).toBe(
    true,
  );
  expect(near(await screenshotPixel(dashboard, centre(passwordBox), 1280), MASK_FILL)).toBe(true);
  expect(
    near(await screenshotPixel(dashboard, { x: headerBox.x + headerBox.width - 40, y: centre(headerBox).y }, 1280), {
      r: 0x11,
      g: 0x22,
      b: 0x33,
    }),
  ).toBe(true);
  // The rectangle drawn in the editor is in the picture (red ink on its top edge).
  const edge = await screenshotPixel(dashboard, { x: heroBox.x + heroBox.width / 2, y: heroBox.y - 10 }, 1280);
  expect(edge.r).toBeGreaterThan(180);
  expect(edge.g).toBeLessThan(120);

  await context.close();
});

test('Escape leaves the editor but keeps the draft, and a refused upload keeps the comment and says so', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
  const site = await context.newPage();
  const { snippet } = await ownerWithSnippet(site, appServer.url, hostSite.origin);
  await site.goto(hostSite.pageUrl(snippet));
  await startComment(site, '#hero-copy', 'Banner overlaps the menu');

  await site.getByRole('button', { name: 'Add screenshot' }).click();
  const editor = site.getByRole('dialog', { name: 'Annotate the screenshot' });
  await expect(editor).toBeVisible();
  await site.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(site.getByRole('textbox', { name: 'Comment' })).toHaveValue('Banner overlaps the menu');
  await expect(site.getByRole('img', { name: 'Screenshot to attach' })).toBeHidden();

  await site.getByRole('button', { name: 'Add screenshot' }).click();
  await editor.getByRole('button', { name: 'Attach screenshot' }).click();
  await expect(site.getByRole('img', { name: 'Screenshot to attach' })).toBeVisible();
  // Refused for good (a network failure or a 5xx is retried instead: widget-offline.spec.ts).
  await site.route('**/screenshot?token=*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"error":"forbidden","message":"This screenshot can no longer be attached"}',
    }),
  );
  await site.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(site.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  await expect(
    site.getByRole('alert').filter({ hasText: 'Your comment was sent, but the screenshot could not be attached.' }),
  ).toBeVisible();

  await context.close();
});

test('the app loads only when the widget is used on a page without pins, and the screenshot code only for a screenshot', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const context = await browser.newContext();
  const site = await context.newPage();
  const { snippet } = await ownerWithSnippet(site, appServer.url, hostSite.origin);
  const fetched: string[] = [];
  site.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/widget')) fetched.push(path);
  });
  await site.goto(hostSite.pageUrl(snippet));
  await expect(site.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await site.waitForLoadState('networkidle');
  // A DevFlow workspace has ARIA on: its light checks come with the loader, never the app.
  expect(fetched).toEqual(['/widget.js', '/widget/widget-aria-light.js']);

  // Activated: the app arrives; writing a comment needs no screenshot code.
  await startComment(site, '#hero-copy', 'No picture yet');
  expect(fetched).toEqual(['/widget.js', '/widget/widget-aria-light.js', '/widget/widget-app.js']);

  // The first screenshot fetches the capture bundle, once.
  const editor = site.getByRole('dialog', { name: 'Annotate the screenshot' });
  await site.getByRole('button', { name: 'Add screenshot' }).click();
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await site.getByRole('button', { name: 'Add screenshot' }).click();
  await expect(editor).toBeVisible();
  expect(fetched).toEqual(['/widget.js', '/widget/widget-aria-light.js', '/widget/widget-app.js', '/widget/widget-capture.js']);
  await context.close();
});

// A page that patched the password field's value setter: the widget cannot blank the field's copy.
const UNMASKABLE = `<script>
const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
Object.defineProperty(HTMLInputElement.prototype, 'value', {
  get() { return value.get.call(this); },
  set(next) { if (this.type === 'password') throw new Error('read-only'); value.set.call(this, next); },
});
document.addEventListener('DOMContentLoaded', () => {
  document.querySelector('main').insertAdjacentHTML('afterbegin', '<label>Password <input type="password" value="hunter2"></label>');
});
</script>`;

test('when private content cannot be masked, no screenshot is taken and the visitor is told', async ({ browser, appServer, hostSite }) => {
  const context = await browser.newContext();
  const site = await context.newPage();
  const { snippet } = await ownerWithSnippet(site, appServer.url, hostSite.origin);
  await site.goto(`${hostSite.pageUrl(snippet)}&head=${encodeURIComponent(UNMASKABLE)}`);
  await startComment(site, '#hero-copy', 'Password hint is wrong');
  const uploads: string[] = [];
  site.on('request', (request) => request.url().includes('/screenshot?') && uploads.push(request.url()));

  await site.getByRole('button', { name: 'Add screenshot' }).click();
  await expect(
    site.getByRole('status').filter({ hasText: 'Private fields could not be hidden, so no screenshot was taken.' }),
  ).toBeVisible();
  await expect(site.getByRole('dialog', { name: 'Annotate the screenshot' })).toBeHidden();
  await expect(site.getByRole('img', { name: 'Screenshot to attach' })).toBeHidden();

  await site.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(site.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  expect(uploads).toEqual([]);
  await context.close();
});

test('a stored screenshot of a short page with a coloured background has no black band, and opens full size in a lightbox', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const dashboard = await context.newPage();
  const { idToken, snippet } = await ownerWithSnippet(dashboard, appServer.url, hostSite.origin);
  const site = await context.newPage();
  // A page shorter than the window, its body painted (as most sites' are).
  await site.goto(`${hostSite.pageUrl(snippet)}&head=${encodeURIComponent('<style>body{background:#f5f0e6}</style>')}`);
  await startComment(site, '#hero-copy', 'Band check', { withScreenshot: true });
  await site.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(site.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();

  await dashboard.addInitScript((token) => localStorage.setItem('auth_token', token), idToken);
  await dashboard.goto('/client/comments');
  await dashboard.getByRole('link', { name: /Band check/ }).click();
  await expect(dashboard.getByRole('img', { name: /Screenshot of the page/ })).toBeVisible();
  for (const y of [780, 795]) expect(near(await screenshotPixel(dashboard, { x: 640, y }, 1280), { r: 0xf5, g: 0xf0, b: 0xe6 })).toBe(true);

  // Full size in an accessible lightbox over the dashboard, not a blob: tab; Escape closes it.
  const open = dashboard.getByRole('button', { name: 'Open the screenshot full size' });
  await open.click();
  const lightbox = dashboard.getByRole('dialog', { name: 'Screenshot' });
  await expect(lightbox.getByRole('img', { name: /Screenshot of the page/ })).toBeVisible();
  expect(context.pages()).toHaveLength(2);
  await dashboard.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await context.close();
});
