// The landing's first-load JavaScript (gzip) against its 120 KB budget (issue #6), measured as a
// visitor gets it: a fresh headless Chromium opens / on the real server (a production build) and every
// JavaScript response until the network is idle is gzipped and summed. So a chunk the page fetches
// by itself after mounting counts too, not only what the Vite manifest says the entry imports.
// Printed with each file (e2e/site-prerendered.spec.ts asserts the total). `--no-build` measures the existing apps/web/dist.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './support.ts';
import type { Page, Response } from '@playwright/test';
import { startAppServer } from '../e2e/support/app-server.ts';
import { LANDING_JS_BUDGET_KB as BUDGET_KB } from '../e2e/support/landing-budget.ts';

interface Fetched {
  file: string;
  kb: number;
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w apps/web failed');
}

const server = await startAppServer({ LOG_LEVEL: 'error', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' });
const browser = await launchChromium();

/**
 * Network idle as Playwright defines it (no request for 500 ms), asked for at any moment: its own
 * 'networkidle' load state resolves at once when the page was idle once already.
 */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async idle() {
      while (inFlight > 0 || Date.now() - lastActivity < 500) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** Opens / as a first-time visitor and returns the scripts and stylesheets it fetched, with their gzip sizes. */
async function firstLoad(): Promise<{ scripts: Fetched[]; styles: Fetched[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<Fetched & { kind: 'js' | 'css' }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (!kind) return;
    pending.push(response.body().then((body) => ({ kind, file: new URL(response.url()).pathname, kb: gzipSync(body).length / 1024 })));
  };
  page.on('response', onResponse);
  const network = watchNetwork(page);
  await page.goto(`${server.url}/`);
  // Idle only once the landing has rendered: before React runs, the network is briefly quiet too.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await network.idle();
  page.off('response', onResponse);
  const fetched = (await Promise.all(pending)).sort((a, b) => b.kb - a.kb);
  await context.close();
  return { scripts: fetched.filter((entry) => entry.kind === 'js'), styles: fetched.filter((entry) => entry.kind === 'css') };
}

try {
  const { scripts, styles } = await firstLoad();
  const total = (files: Fetched[]) => files.reduce((sum, file) => sum + file.kb, 0);
  const totalJs = total(scripts);
  console.log(`Landing (/) first load in headless Chromium until network idle, gzip, ${scripts.length} JavaScript files:`);
  for (const { file, kb } of scripts) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `JavaScript: ${totalJs.toFixed(1)} KB of ${BUDGET_KB} KB budget (${((totalJs / BUDGET_KB) * 100).toFixed(1)}%, ${totalJs <= BUDGET_KB ? 'within' : 'OVER'} budget)`,
  );
  console.log(`CSS (not in the budget): ${total(styles).toFixed(1)} KB`);
} finally {
  await browser.close();
  await server.stop();
}
