import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { createProject, SITE_ORIGIN } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// A built web app and widget of a few bytes, so the pages and scripts are served as in production.
const dist = mkdtempSync(join(tmpdir(), 'cf-dist-'));
const webDistDir = join(dist, 'web');
const widgetDistDir = join(dist, 'widget');
mkdirSync(join(webDistDir, 'assets'), { recursive: true });
mkdirSync(widgetDistDir, { recursive: true });
writeFileSync(
  join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>CommentFlow</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
writeFileSync(join(webDistDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(widgetDistDir, 'widget.js'), 'console.log(2)');
writeFileSync(join(widgetDistDir, 'widget-app.js'), 'console.log(3)');

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await startTestApp({ webDistDir, widgetDistDir });
  prod = await startTestApp({ webDistDir, widgetDistDir, production: true, publicUrl: 'https://app.commentflow.test' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP directives of a response, by name. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('pages of the app (the dashboard and the widget sign-in popup) never render in a frame and load only our scripts', async () => {
    for (const path of ['/', '/client/dashboard', '/auth/widget?project=pk_x&origin=https%3A%2F%2Fsite.example.com', '/login']) {
      const page = await fetch(dev.baseUrl + path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = csp(page);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      // Our bundles and the GA4 tag (loaded only with consent); no eval'd script, and of inline
      // scripts only the theme's, which the page does carry, allowed by the hash of exactly its text.
      const themeScript = /<script>([^<]*)<\/script>/.exec(await page.text())?.[1];
      expect(themeScript, path).toBeDefined();
      const themeHash = `'sha256-${createHash('sha256').update(themeScript!).digest('base64')}'`;
      expect(policy.get('script-src')).toEqual(["'self'", themeHash, 'https://www.googletagmanager.com']);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      // No HSTS over plain http in development: it would pin localhost to https.
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('in production, adds HSTS and upgrades insecure requests', async () => {
    const page = await fetch(`${prod.baseUrl}/client/dashboard`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(csp(page).has('upgrade-insecure-requests')).toBe(true);
    expect(csp(page).get('frame-ancestors')).toEqual(["'none'"]);
    const api = await fetch(`${prod.baseUrl}/api/health`);
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('API answers carry nosniff, no framing and no referrer leak', async () => {
    const res = await fetch(`${dev.baseUrl}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
    const missing = await fetch(`${dev.baseUrl}/api/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps the widget loadable by customers' pages: its scripts and its API cross-origin", async () => {
    for (const path of ['/widget.js', '/widget/widget-app.js']) {
      const script = await fetch(dev.baseUrl + path, { headers: { origin: SITE_ORIGIN } });
      expect(script.status, path).toBe(200);
      expect(script.headers.get('access-control-allow-origin')).toBe('*');
      expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const owner = await signUpUser(dev.baseUrl);
    const project = await createProject(dev.baseUrl, owner.token, owner.workspaceId, { allowGuests: true });
    const api = await fetch(`${dev.baseUrl}/api/widget/${project.publicKey}/comments`, { headers: { origin: SITE_ORIGIN } });
    expect(api.status).toBe(200);
    expect(api.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    // The popup talks to the customer's page through window.opener: no opener policy may cut it off.
    const popup = await fetch(`${dev.baseUrl}/auth/widget?project=${project.publicKey}`);
    expect(popup.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
