import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { guestComment } from './support/demo-widget.ts';
import { ownerWithProject } from './support/team.ts';
import { enterCommentMode, openWidgetList } from './support/widget-project.ts';

const HOSTILE_CSS =
  '<style>* { all: unset !important; } div { display: none !important; } button { background: red !important; width: 500px !important; }</style>';

const WIDGET_PARTS = ['.cf-launcher', '.cf-fab', '.cf-list-button', '.cf-panel', '.cf-panel-header h2', '.cf-search', '.cf-empty'];
const WIDGET_PROPERTIES = [
  'display',
  'position',
  'width',
  'height',
  'background-color',
  'color',
  'font-family',
  'font-size',
  'border-radius',
  'padding',
  'visibility',
  'opacity',
];

/** Computed styles and boxes of the widget's own elements, read through its open shadow root. */
function widgetStyles(page: Page) {
  return page.evaluate(
    ([parts, properties]) => {
      const root = document.querySelector('commentflow-widget')?.shadowRoot;
      if (!root) throw new Error('no widget');
      return parts.map((selector) => {
        const element = root.querySelector(selector);
        if (!element) return { selector, missing: true };
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          selector,
          box: [box.x, box.y, box.width, box.height],
          ...Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
        };
      });
    },
    [WIDGET_PARTS, WIDGET_PROPERTIES] as const,
  );
}

const HOST_PARTS = ['html', 'body', 'header', '#site-title', 'main', '.card', '#hero-copy', '#buy', '#newsletter-email'];

/** Every computed property and the box of the host page's own elements. */
function hostStyles(page: Page) {
  return page.evaluate((parts) => {
    return parts.map((selector) => {
      const element = document.querySelector(selector)!;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        selector,
        box: [box.x, box.y, box.width, box.height],
        style: Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`).join(';'),
      };
    });
  }, HOST_PARTS);
}

const ANTIALIAS_NOISE = 4;

/** The largest difference of any colour channel of any pixel between two pictures of the same size. */
function largestChannelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async (pictures) => {
      const [first, second] = await Promise.all(
        pictures.map(async (base64) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.naturalWidth, image.naturalHeight).data;
        }),
      );
      if (first!.length !== second!.length) return 255;
      let largest = 0;
      for (let index = 0; index < first!.length; index += 1) largest = Math.max(largest, Math.abs(first![index]! - second![index]!));
      return largest;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

test('two copies of the app arriving before either has started make one widget, whose API the page keeps', async ({
  page,
  appServer,
  hostSite,
}) => {
  const { project } = await ownerWithProject(appServer.url, hostSite.origin);
  // As when a single-page app's earlier page requested the app and it arrives after the next page's
  // loader: here both copies come in one response and run one after the other.
  await page.route('**/widget/widget-app.js', async (route) => {
    const app = await (await route.fetch()).text();
    await route.fulfill({ contentType: 'text/javascript', body: `${app}\n;${app}` });
  });
  await page.goto(hostSite.pageUrl(project.snippet));
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  // One composer, or filling it would find two.
  await guestComment(page, '#hero-copy', 'Only one of me');
  await expect(page.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();
  await expect(page.locator('commentflow-widget')).toHaveCount(1);
  await page.evaluate(() => (window as unknown as { CommentFlow: { open(): void } }).CommentFlow.open());
  await expect(page.getByRole('heading', { name: 'Comments', exact: true })).toBeVisible();
});

test("hostile host CSS changes nothing inside the widget, and the widget's CSS changes nothing on the page", async ({
  page,
  appServer,
  hostSite,
}) => {
  const { project } = await ownerWithProject(appServer.url, hostSite.origin);
  await openWidgetList(page, hostSite.pageUrl(project.snippet));
  const calm = await widgetStyles(page);
  const calmShot = await page.locator('commentflow-widget .cf-panel').screenshot({ animations: 'disabled' });
  await openWidgetList(page, `${hostSite.pageUrl(project.snippet)}&head=${encodeURIComponent(HOSTILE_CSS)}`);
  expect(await widgetStyles(page)).toEqual(calm);
  expect(calm.filter((part) => 'missing' in part)).toEqual([]);
  const hostileShot = await page.locator('commentflow-widget .cf-panel').screenshot({ animations: 'disabled' });
  // Chromium's software raster can shade an antialiased rounded corner one step differently from one
  // load to the next; a style that leaked in changes whole areas, by far more than that.
  expect(await largestChannelDifference(page, calmShot, hostileShot)).toBeLessThanOrEqual(ANTIALIAS_NOISE);

  // The page without the widget, and with it open: every computed property of the host's elements agrees.
  await page.goto(hostSite.pageUrl(''));
  const without = await hostStyles(page);
  await openWidgetList(page, hostSite.pageUrl(project.snippet));
  await page.keyboard.press('F1');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await hostStyles(page)).toEqual(without);
  expect(await page.evaluate(() => [document.styleSheets.length, document.adoptedStyleSheets.length])).toEqual([1, 0]);
});

test('works under a strict Content-Security-Policy given a nonce, without a single violation', async ({ page, appServer, hostSite }) => {
  const { project } = await ownerWithProject(appServer.url, hostSite.origin);
  const nonce = 'cfE2eNonce2026';
  const app = appServer.url;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${app}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${app} ${app.replace('http:', 'ws:')}`,
    `img-src 'self' ${app} blob: data:`,
  ].join('; ');
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cfViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const snippet = project.snippet.replace('<script ', `<script nonce="${nonce}" `);
  await page.goto(`${hostSite.pageUrl(snippet)}&csp=${encodeURIComponent(csp)}&nonce=${nonce}`);

  // C works once the loader listens, which is when its launcher shows.
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await page.locator('body').press('c');
  await page.locator('#hero-copy').click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Works under CSP');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Grace Client');
  await page.getByRole('textbox', { name: 'Your email' }).fill('grace@client.example');
  await annotateUnderCsp(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const pin = page.getByRole('button', { name: /^Comment 1:/ });
  await expect(pin).toBeVisible();
  await expect
    .poll(async () => (await commentsOf(page, app, project.publicKey, hostSite.origin))[0]?.screenshot?.width ?? 0)
    .toBeGreaterThan(0);
  await pin.click();
  await expect(page.getByRole('dialog').getByText('Works under CSP')).toBeVisible();
  await page.keyboard.press('F1');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  // The widget's socket is up (a live reply arrives), still inside the policy.
  await page.request.post(
    `${app}/api/widget/${project.publicKey}/comments/${await firstCommentId(page, app, project.publicKey, hostSite.origin)}/replies`,
    {
      headers: { origin: hostSite.origin },
      data: { clientId: crypto.randomUUID(), body: 'Live under CSP', guest: { name: 'Gina Guest', email: 'gina@example.com' } },
    },
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').getByText('Live under CSP')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cfViolations: string[] }).cfViolations)).toEqual([]);

  // The listener does catch what the policy refuses: an inline style attribute set by the page.
  await page.evaluate(() => document.body.setAttribute('style', 'color: red'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { cfViolations: string[] }).cfViolations.length)).toBe(1);
});

/**
 * The annotation editor opens styled under the policy (its styles came in as a constructed stylesheet:
 * a <style> without the nonce would be refused and leave the toolbar a bare row of default buttons),
 * takes a rectangle and attaches the picture.
 */
async function annotateUnderCsp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add screenshot' }).click();
  const editor = page.getByRole('dialog', { name: 'Annotate the screenshot' });
  const toolbar = editor.getByRole('toolbar', { name: 'Annotation tools' });
  await expect(toolbar).toBeVisible();
  const looks = await toolbar.evaluate((bar) => {
    const tool = bar.querySelector('button')!;
    const box = tool.getBoundingClientRect();
    return { display: getComputedStyle(bar).display, radius: getComputedStyle(bar).borderRadius, tool: [box.width, box.height] };
  });
  expect(looks).toEqual({ display: 'flex', radius: '12px', tool: [36, 36] });

  const canvas = editor.getByRole('img', { name: 'Screenshot being annotated' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await editor.getByRole('button', { name: 'Attach screenshot' }).click();
  await expect(page.getByRole('img', { name: 'Screenshot to attach' })).toBeVisible();
}

interface ListedComment {
  id: string;
  body: string;
  replyCount: number;
  screenshot: { width: number } | null;
}

async function commentsOf(page: Page, app: string, key: string, origin: string): Promise<ListedComment[]> {
  const response = await page.request.get(`${app}/api/widget/${key}/comments`, { headers: { origin } });
  return ((await response.json()) as { comments: ListedComment[] }).comments;
}

async function firstCommentId(page: Page, app: string, key: string, origin: string): Promise<string> {
  return (await commentsOf(page, app, key, origin))[0]!.id;
}

test("a guest's form has a honeypot people never meet: a bot that fills it is refused, and told so", async ({
  page,
  appServer,
  hostSite,
}) => {
  const { project } = await ownerWithProject(appServer.url, hostSite.origin);
  await page.goto(hostSite.pageUrl(project.snippet));
  await enterCommentMode(page);
  await page.locator('#hero-copy').click();
  const composer = page.getByRole('form', { name: 'New comment' });
  await composer.getByRole('textbox', { name: 'Comment' }).fill('Buy cheap watches');
  await composer.getByRole('textbox', { name: 'Your name' }).fill('Spam Bot');
  await composer.getByRole('textbox', { name: 'Your email' }).fill('bot@spam.example');

  // Out of sight, out of the tab order, out of the accessibility tree.
  const trap = composer.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('aria-hidden', 'true');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(await trap.evaluate((input) => [input.getBoundingClientRect().width <= 1, getComputedStyle(input).opacity])).toEqual([true, '0']);
  await expect(composer.getByRole('textbox')).toHaveCount(3);
  await composer.getByRole('textbox', { name: 'Your email' }).press('Tab');
  await expect(composer.getByRole('button', { name: 'Cancel' })).toBeFocused();

  // A bot fills every field it finds: the server refuses the comment and the form says why.
  await trap.fill('https://spam.example');
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer.getByRole('alert')).toHaveText('Leave this field empty');
  await expect(page.getByRole('button', { name: /^Comment 1/ })).toHaveCount(0);

  // A person's comment and reply (the field left empty) go through.
  await trap.fill('');
  await composer.getByRole('textbox', { name: 'Comment' }).fill('The hero copy needs a comma');
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: /^Comment 1: The hero copy needs a comma/ }).click();
  const reply = page.getByRole('form', { name: 'Reply to this thread' });
  await reply.getByRole('textbox', { name: 'Reply' }).fill('Spam reply');
  await reply.locator('input[name="website"]').fill('https://spam.example');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByRole('alert')).toHaveText('Leave this field empty');
  await reply.locator('input[name="website"]').fill('');
  await reply.getByRole('textbox', { name: 'Reply' }).fill('And a full stop');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('dialog').getByText('And a full stop')).toBeVisible();
  // The reply shows as soon as it is written; the server has it once the outbox has sent it.
  await expect
    .poll(async () =>
      (await commentsOf(page, appServer.url, project.publicKey, hostSite.origin)).map((comment) => [comment.body, comment.replyCount]),
    )
    .toEqual([['The hero copy needs a comma', 1]]);
});

test('a comment body with markup shows as text in the widget and the dashboard, and runs nothing', async ({
  page,
  appServer,
  hostSite,
}) => {
  const { owner, project } = await ownerWithProject(appServer.url, hostSite.origin);
  const body = '<img src=x onerror="window.cfPwned=1"><b>bold?</b>';

  await page.goto(hostSite.pageUrl(project.snippet));
  await enterCommentMode(page);
  await page.locator('#hero-copy').click();
  await page.getByRole('textbox', { name: 'Comment' }).fill(body);
  await page.getByRole('textbox', { name: 'Your name' }).fill('<script>alert(1)</script>');
  await page.getByRole('textbox', { name: 'Your email' }).fill('mallory@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: /^Comment 1:/ }).click();
  const thread = page.getByRole('dialog');
  await expect(thread.getByText(body)).toBeVisible();
  await expect(thread.getByRole('article').getByText('<script>alert(1)</script>')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^Comment 1:/ }).click();
  await expect(page.getByRole('dialog').getByText(body)).toBeVisible();
  expect(await page.locator('commentflow-widget img, commentflow-widget b').count()).toBe(0);
  expect(await page.evaluate(() => 'cfPwned' in window)).toBe(false);

  await page.goto(`${appServer.url}/login`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto(`${appServer.url}/client/comments`);
  const row = page.getByRole('link', { name: /<img src=x onerror/ });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByText(body).first()).toBeVisible();
  expect(await page.locator('img[src="x"], main b').count()).toBe(0);
  expect(await page.evaluate(() => 'cfPwned' in window)).toBe(false);
});
