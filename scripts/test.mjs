// `npm test`: type check, lint, build, unit + API tests (Vitest), browser tests (Playwright),
// then one closing line `N passed, N failed` summing both runners. Each step prints how long it took.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, existsSync, rmSync } from 'node:fs';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${result.status === 0 ? 'done' : 'failed'} in ${seconds(started)} ===`);
  return result.status === 0;
}

// Installing Chromium on a fresh machine is mostly waiting on apt: it goes on while the checks and
// Vitest use the CPU. Its output goes to a file (the steps below block this process, so a pipe could
// fill up and stall apt) and is shown when the browser tests need it.
const chromiumStarted = Date.now();
const CHROMIUM_LOG = `${REPORTS}/chromium-install.log`;
const chromiumLog = openSync(CHROMIUM_LOG, 'w');
const chromiumInstall = spawn('node', ['scripts/ensure-chromium.mjs'], { stdio: ['ignore', chromiumLog, chromiumLog] });
const chromiumReady = new Promise((resolve) => chromiumInstall.on('close', (code) => resolve(code === 0)));

const checksPassed =
  run('Type check', 'npm', ['run', 'typecheck']) &&
  run('Lint', 'npm', ['run', 'lint']) &&
  run('Build', 'npm', ['run', 'build']);
if (!checksPassed) {
  console.log('\nChecks failed before any test ran: fix the errors above.');
  console.log('0 passed, 1 failed');
  await chromiumReady; // never cut apt off halfway: it would leave dpkg broken for the next run
  process.exit(1);
}

run('Unit and API tests (Vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`,
]);

console.log('\n=== Chromium for the browser tests ===');
const chromiumOk = await chromiumReady;
process.stdout.write(readFileSync(CHROMIUM_LOG, 'utf8'));
console.log(`=== Chromium: ${chromiumOk ? 'ready' : 'not available'} after ${seconds(chromiumStarted)} ===`);
if (chromiumOk) {
  run('Browser tests (Playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` });
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const vitest = readJson(`${REPORTS}/vitest.json`);
const playwright = readJson(`${REPORTS}/playwright.json`);

// A runner that left no report crashed: count it as a failure rather than as nothing.
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed =
  (vitest ? vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0) : 1) +
  (playwright ? playwright.stats.unexpected + (playwright.errors?.length ?? 0) : 1);

console.log(`\nVitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report'}; ` +
  `Playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky` : 'no report'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
