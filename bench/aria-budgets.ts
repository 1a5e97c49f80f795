// ARIA's budgets (issue 20), by the method of widget-budgets.ts: what the light checks add to every
// visitor's download (gzip, budget 3 KB: their bundle plus the loader's share) and to the host page's
// blocking time at 4x CPU slowdown (goal: nothing measurable), and how long a member's full scan takes
// on each fixture page. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ARIA_FIXTURES, startAriaFixtureSite } from '../e2e/support/aria-fixture-site.ts';
import { ARIA_LIGHT_BUDGET_KB, widgetSizes, WIDGET_DIR } from '../packages/widget/bundle-sizes.mjs';
import {
  api,
  CPU_SLOWDOWN,
  cpuBlockingTime,
  launchChromium,
  measureRounds,
  median,
  startBenchWorld,
  totalBlockingTime,
} from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The loader's bytes for ARIA (its share of the list answer's handling and of the script tags), measured
// by building it without them when the light checks landed: an upper bound since, the loader adding
// the bundles the server names instead of naming the light bundle itself.
const LOADER_SHARE_KB = 26 / 1024;

if (!existsSync(join(WIDGET_DIR, 'dist/widget-aria-light.js')))
  spawnSync(process.execPath, [join(WIDGET_DIR, 'build.mjs')], { stdio: 'inherit' });
const sizes = await widgetSizes();
const lightKb = sizes.aria.find(({ file }) => file === 'widget-aria-light.js')!.kb;
const added = lightKb + LOADER_SHARE_KB;
console.log(
  `light checks: widget-aria-light.js ${lightKb.toFixed(2)} KB + loader share ${LOADER_SHARE_KB.toFixed(2)} KB = ${added.toFixed(2)} KB gzip of ${ARIA_LIGHT_BUDGET_KB} KB (${((added / ARIA_LIGHT_BUDGET_KB) * 100).toFixed(0)}%)${added > ARIA_LIGHT_BUDGET_KB ? ' OVER BUDGET' : ''}`,
);
for (const { file, kb } of sizes.aria.filter(({ file }) => file !== 'widget-aria-light.js'))
  console.log(`${file}: ${kb.toFixed(2)} KB gzip (signed-in members' full scan only)`);

const world = await startBenchWorld();
const shop = await startAriaFixtureSite();
const browser = await launchChromium();
try {
  // ARIA on (DevFlow, the bench world's workspace) and off (an EcomFlow workspace's defaults).
  const on = (
    await api(
      world.server.url,
      'POST',
      `/api/workspaces/${world.workspaceId}/projects`,
      { name: 'ARIA on', siteUrl: shop.origin },
      world.token,
    )
  ).project;
  const { workspace } = await api(world.server.url, 'POST', '/api/workspaces', { name: 'Shop', product: 'ecomflow' }, world.token);
  const off = (
    await api(world.server.url, 'POST', `/api/workspaces/${workspace.id}/projects`, { name: 'ARIA off', siteUrl: shop.origin }, world.token)
  ).project;
  // Findings filed as comments would become pins, and pins load the widget's app: measured by
  // widget-budgets.ts, not here. ARIA still files them, as findings only.
  const profile = (await api(world.server.url, 'GET', `/api/workspaces/${world.workspaceId}/aria/profile`, undefined, world.token)).profile;
  await api(
    world.server.url,
    'PUT',
    `/api/workspaces/${world.workspaceId}/aria/profile`,
    { ...profile, autoCreateComments: false },
    world.token,
  );
  const snippet = (key: string) => `<script src="${world.server.url}/widget.js" data-project="${key}" async></script>`;
  const scenarios = [
    { name: 'page without the snippet', url: shop.pageUrl('shop', '') },
    { name: 'with the snippet, ARIA off (loader only)', url: shop.pageUrl('shop', snippet(off.publicKey)) },
    { name: 'with the snippet, ARIA on (loader + light checks)', url: shop.pageUrl('shop', snippet(on.publicKey)) },
  ];
  // Wall-clock blocking time swings with other work on the machine (widget-budgets.ts): say how busy it
  // was. The trace-based figure (each main-thread task's CPU time, times 4) stays steady under load.
  const [load] = loadavg();
  const busy =
    load! > availableParallelism() ? ' (the machine was busy: wall-clock figures are inflated, the CPU-time figure is the steady one)' : '';
  console.log(
    `\nblocking time on the fixture shop page (a NaN price, an image without alt), median of ${RUNS} runs, load average ${load!.toFixed(1)} on ${availableParallelism()} cores${busy}`,
  );
  for (const { title, measure } of [
    { title: `wall-clock, at ${CPU_SLOWDOWN}x CPU slowdown`, measure: totalBlockingTime },
    { title: `main-thread CPU time at full speed, times ${CPU_SLOWDOWN}`, measure: cpuBlockingTime },
  ]) {
    const results = await measureRounds(browser, scenarios, measure, RUNS);
    console.log(`\n${title}:`);
    for (const scenario of scenarios) {
      const values = results.get(scenario.name)!;
      console.log(`  ${scenario.name}: ${median(values).toFixed(0)} ms (runs: ${values.map((value) => value.toFixed(0)).join(', ')})`);
    }
    // Below the loader-only median is within the noise: nothing added.
    const extra = Math.max(0, median(results.get(scenarios[2]!.name)!) - median(results.get(scenarios[1]!.name)!));
    console.log(`  added by the light checks: ${extra.toFixed(0)} ms (goal: nothing measurable)`);
  }

  console.log('\nfull scan duration (a member\'s "Run ARIA", axe-core fetched on the first run of each page):');
  const context = await browser.newContext();
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  for (const fixture of Object.keys(ARIA_FIXTURES)) {
    const page = await context.newPage();
    await page.goto(shop.pageUrl(fixture, snippet(on.publicKey)), { waitUntil: 'load' });
    await page.addScriptTag({ url: `${world.server.url}/widget/widget-aria-scan.js` });
    // A string, so the scan runs exactly as written (no helper the TypeScript loader would add).
    const result = (await page.evaluate(
      `window.__commentflowAriaScan.run({ origin: ${JSON.stringify(world.server.url)}, key: ${JSON.stringify(on.publicKey)}, variant: 'ecomflow', language: 'en', report: () => undefined })`,
    )) as { durationMs: number; findings: unknown[] };
    console.log(`  ${fixture}: ${result.durationMs} ms, ${result.findings.length} findings`);
    await page.close();
  }
  await context.close();
} finally {
  await browser.close();
  await shop.close();
  await world.stop();
}
