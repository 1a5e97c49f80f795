import type { Page } from '@playwright/test';
import { signUpFresh } from './support/dashboard-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// The server's Content-Security-Policy and frame refusal as a browser applies them: the dashboard and
// the widget sign-in popup never render inside another site's frame, and the app's own pages (the
// dashboard, the sign-in page, the demo with its widget and live socket) run under the policy
// without a single violation.

/** Every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('the dashboard and the widget sign-in popup refuse to render in a cross-site frame', async ({ page, hostSite, appServer }) => {
  const framed = [
    `${appServer.url}/client/dashboard`,
    `${appServer.url}/auth/widget?project=pk_x&origin=${encodeURIComponent(hostSite.origin)}`,
    `${appServer.url}/login`,
  ];
  await page.goto(hostSite.pageUrl(''));
  for (const src of framed) {
    // A frame of the host's own origin first: it renders, so the check below can tell a refusal apart.
    for (const url of [hostSite.pageUrl('', '/control'), src]) {
      const loaded = await page.evaluate((frameSrc) => {
        const frame = document.createElement('iframe');
        frame.src = frameSrc;
        document.body.append(frame);
        return new Promise<string>((resolve) => frame.addEventListener('load', () => resolve(frameSrc), { once: true }));
      }, url);
      expect(loaded).toBe(url);
    }
  }
  const frames = page.frames().slice(1);
  expect(frames).toHaveLength(framed.length * 2);
  for (let index = 0; index < frames.length; index += 2) {
    await expect(frames[index]!.locator('#site-title')).toHaveText('Acme Store');
    // Loaded, yet none of the app is in it: the browser put its own error page in its place.
    expect(await frames[index + 1]!.locator('#root').count()).toBe(0);
    expect(frames[index + 1]!.url()).not.toBe(framed[index / 2]);
  }
});

test("the app's pages run under the policy without a violation: sign-up, dashboard, demo with its widget", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signUpFresh(page, 'Cora Policy', `cora-${Date.now()}@example.com`);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/demo');
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await page.goto('/demo/notifications');
  await expect(page.getByText('Connected')).toBeVisible();
  expect(await violations()).toEqual([]);
});
