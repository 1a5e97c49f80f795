// The landing's Largest Contentful Paint on a slow phone: Chromium with its CPU slowed 4x and a
// Fast 3G-like network (CDP Network.emulateNetworkConditions), before and after prerendering
// (docs/adr/018-prerendered-public-pages.md), in one run. "Before" is the same build without its
// prerendered pages (a copy of apps/web/dist minus prerendered/, served through WEB_DIST_DIR): the
// empty #root the app draws into once its JavaScript has run. Each visit is a first one (empty cache)
// by a visitor who already chose their cookies, so the consent dialog is not what gets measured.
// Printed, never asserted. `--no-build` measures the existing apps/web/dist.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type AppServer } from '../e2e/support/app-server.ts';
import { CPU_SLOWDOWN, fmt, median, launchChromium } from './support.ts';

const RUNS = 3;
// DevTools' "Fast 3G" preset: 562.5 ms round trip, about 1.44 Mbit/s down and 675 kbit/s up.
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8,
  uploadThroughput: (750 * 1_000 * 0.9) / 8,
};

const WEB_DIST = 'apps/web/dist';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w apps/web failed');
}

const clientOnlyDist = mkdtempSync(join(tmpdir(), 'cf-web-client-only-'));
cpSync(WEB_DIST, clientOnlyDist, { recursive: true, filter: (source) => !source.startsWith(join(WEB_DIST, 'prerendered')) });

const env = { LOG_LEVEL: 'error', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' };
const servers: Record<'before' | 'after', AppServer> = {
  before: await startAppServer({ ...env, WEB_DIST_DIR: clientOnlyDist }),
  after: await startAppServer(env),
};
const browser = await launchChromium();

interface Paint {
  lcp: number;
  fcp: number;
  element: string;
}

/** One first visit of / : the LCP once the page has settled (the last candidate Chromium reported). */
async function visit(server: AppServer): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'necessary');
    localStorage.setItem('cookiePreferences', JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    const paints = { lcp: 0, element: '' };
    Object.assign(window, { cfPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        paints.lcp = entry.startTime;
        paints.element = entry.element ? `<${entry.element.tagName.toLowerCase()}>` : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${server.url}/`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const paint = await page.evaluate(() => {
    const { lcp, element } = (window as unknown as { cfPaints: { lcp: number; element: string } }).cfPaints;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { lcp, fcp, element };
  });
  await context.close();
  return paint;
}

try {
  const results: Record<'before' | 'after', Paint[]> = { before: [], after: [] };
  // Alternating, so a slow moment of this shared machine does not land on one side only.
  for (let run = 0; run < RUNS; run += 1) {
    for (const side of ['before', 'after'] as const) results[side].push(await visit(servers[side]));
  }
  console.log(
    `Landing (/) Largest Contentful Paint, Chromium at ${CPU_SLOWDOWN}x CPU slowdown on Fast 3G (562.5 ms RTT, 1.44 Mbit/s), 412x823, median of ${RUNS} first visits:`,
  );
  for (const side of ['before', 'after'] as const) {
    const label = side === 'before' ? 'before (client-rendered, empty #root)' : 'after (prerendered HTML, hydrated)';
    const paints = results[side];
    console.log(
      `  ${label.padEnd(40)} LCP ${fmt(median(paints.map((p) => p.lcp))).padStart(6)} ms   FCP ${fmt(median(paints.map((p) => p.fcp))).padStart(6)} ms   LCP element ${paints.map((p) => p.element).join(' ')}   (LCP runs: ${paints.map((p) => fmt(p.lcp)).join(', ')} ms)`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([servers.before.stop(), servers.after.stop()]);
  rmSync(clientOnlyDist, { recursive: true, force: true });
}
