// Takes the pictures of the product the public site shows (the landing's dashboard picture, the link
// preview image) from the running product: a fresh server, an account with a project and a few
// comments, the dashboard's comment list in Chromium. Re-run after the dashboard changes; commit the files.
// Usage: npm run build && node --import tsx scripts/capture-product-shots.ts
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startAppServer } from '../e2e/support/app-server.ts';
import { api } from '../e2e/support/json-api.ts';

const PUBLIC_DIR = 'apps/web/public';
const SITE = 'https://shop.acme.example';

const COMMENTS = [
  { body: 'The "Add to cart" button overlaps the price on phones', page: '/products/linen-shirt', title: 'Linen shirt', status: 'open' },
  { body: 'Hero image is blurry on retina screens, can we get a 2x version?', page: '/', title: 'Acme Store', status: 'in_progress' },
  { body: 'Typo in the shipping banner: "recieve" should be "receive"', page: '/', title: 'Acme Store', status: 'resolved' },
  { body: 'Checkout total does not update after removing a coupon', page: '/checkout', title: 'Checkout', status: 'open' },
  { body: 'Footer links are hard to read in dark mode', page: '/about', title: 'About us', status: 'open' },
];

const server = await startAppServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const email = `maya-${randomUUID()}@example.com`;
  const password = 'product-shot-1';
  const { idToken: token } = await api(server.url, 'POST', '/api/auth/signup', { email, password, displayName: 'Maya Chen' });
  const { workspaces } = await api(server.url, 'GET', '/api/workspaces', undefined, token);
  const { project } = await api(
    server.url,
    'POST',
    `/api/workspaces/${workspaces[0].id}/projects`,
    { name: 'Acme Store', siteUrl: SITE },
    token,
  );
  for (const [index, comment] of COMMENTS.entries()) {
    const { comment: created } = await api(
      server.url,
      'POST',
      `/api/widget/${project.publicKey}/comments`,
      {
        clientId: randomUUID(),
        body: comment.body,
        pageUrl: `${SITE}${comment.page}`,
        pageTitle: comment.title,
        anchor: { selector: `main > section:nth-of-type(${index + 1})`, offsetX: 0.4, offsetY: 0.5 },
        viewport: { width: 1440, height: 900 },
        meta: { browser: 'Chrome 140', os: 'macOS' },
      },
      token,
      { origin: SITE },
    );
    if (comment.status !== 'open') await api(server.url, 'PATCH', `/api/comments/${created.id}`, { status: comment.status }, token);
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 760 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'necessary');
    localStorage.setItem('cookiePreferences', JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    localStorage.setItem('theme', 'light');
  });
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/client\/dashboard$/);
  await page.goto(`${server.url}/client/comments`);
  await page.getByText(COMMENTS[0]!.body).first().waitFor();
  await page.waitForLoadState('networkidle');

  // The link preview: the size Open Graph and Twitter cards show (1200 x 630), as JPEG, which every service reads.
  writeFileSync(
    `${PUBLIC_DIR}/og-image.jpg`,
    await page.screenshot({ type: 'jpeg', quality: 82, clip: { x: 40, y: 0, width: 1200, height: 630 } }),
  );
  // The landing's picture: WebP, encoded by Chromium itself (no image tool in the build).
  const png = (await page.screenshot({ type: 'png' })).toString('base64');
  const webp = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    canvas.getContext('2d')!.drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.8).split(',')[1]!;
  }, png);
  writeFileSync(`${PUBLIC_DIR}/product-dashboard.webp`, Buffer.from(webp, 'base64'));
  console.log(`wrote ${PUBLIC_DIR}/og-image.jpg and ${PUBLIC_DIR}/product-dashboard.webp`);
} finally {
  await browser.close();
  await server.stop();
}
