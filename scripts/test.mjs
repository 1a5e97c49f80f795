// `npm test`: type check beside lint and build, unit + API tests (Vitest), browser tests (Playwright), then the
// closing lines: the failures and the flaky tests by name, the suites skipped for want of a service,
// and `N passed, N failed, N skipped` counting tests (never describe blocks). Any step that exits
// non-zero fails the run, even when its report counts no failed test (Vitest exits 1 for an unhandled
// rejection while every test is green). Each step prints how long it took.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { playwrightVerdict } from './verdict/playwright-verdict.mjs';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
/** A step's closing line: how it ended and how long it took. */
const endOf = (title, status, signal, started) =>
  console.log(`=== ${title}: ${status === 0 ? 'done' : `failed (exit ${status ?? signal})`} in ${seconds(started)} ===`);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  endOf(title, result.status, result.signal, started);
  return result.status;
}

// Installing Chromium on a fresh machine is mostly waiting on apt: it goes on while the checks and
// Vitest use the CPU. Its output goes to a file (the steps below block this process, so a pipe could
// fill up and stall apt) and is shown when the browser tests need it.
const chromiumStarted = Date.now();
const CHROMIUM_LOG = `${REPORTS}/chromium-install.log`;
const chromiumLog = openSync(CHROMIUM_LOG, 'w');
const chromiumInstall = spawn('node', ['scripts/ensure-chromium.mjs'], { stdio: ['ignore', chromiumLog, chromiumLog] });
const chromiumReady = new Promise((resolve) => chromiumInstall.on('close', (code) => resolve(code === 0)));

/** A step whose output is kept and printed when it ends, so that steps running side by side never interleave. */
function runQuietly(title, script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status, signal) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      endOf(title, status, signal, started);
      resolve({ title, ok: status === 0 });
    }),
  );
}

// The type check is one core's work for as long as lint and the build together: they run beside it.
const lintThenBuild = async () => {
  const lint = await runQuietly('Lint', 'lint');
  return lint.ok ? [lint, await runQuietly('Build', 'build')] : [lint];
};
const [typecheck, afterLint] = await Promise.all([runQuietly('Type check', 'typecheck'), lintThenBuild()]);
const failedCheck = [typecheck, ...afterLint].find((step) => !step.ok);
if (failedCheck) {
  console.log(`\n${failedCheck.title} failed before any test ran: fix the errors above.`);
  console.log('0 passed, 1 failed');
  await chromiumReady; // never cut apt off halfway: it would leave dpkg broken for the next run
  process.exit(1);
}

const failures = [];
let passed = 0;
let skipped = 0;
const count = (verdict) => {
  passed += verdict.passed;
  skipped += verdict.skipped;
  failures.push(...verdict.failures);
};
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

const VITEST_VERDICT = `${REPORTS}/vitest-verdict.json`;
const vitestExit = run(
  'Unit and API tests (Vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=./scripts/verdict/vitest-reporter.ts'],
  {
    VITEST_VERDICT_FILE: VITEST_VERDICT,
  },
);
const vitest = readJson(VITEST_VERDICT);
if (vitest) count(vitest);
if (!vitest) failures.push('Vitest left no report: it crashed before the end of its run (see its output above)');
else if (vitestExit !== 0 && vitest.failures.length === 0)
  failures.push(`Vitest exited with code ${vitestExit} though no test failed (see its errors above)`);

// The suites that need a service run only when it is named; a run without it says so and counts them.
const skippedSuites = [
  { project: 'api-postgres', variable: 'TEST_DATABASE_URL', service: 'PostgreSQL', placeholder: 'postgres://skipped@127.0.0.1:1/none' },
  { project: 'realtime-redis', variable: 'REDIS_URL', service: 'Redis', placeholder: 'redis://127.0.0.1:1' },
]
  .filter((suite) => !process.env[suite.variable])
  .map((suite) => {
    const listed = spawnSync('npx', ['vitest', 'list', '--project', suite.project, '--json'], {
      encoding: 'utf8',
      env: { ...process.env, [suite.variable]: suite.placeholder },
      maxBuffer: 64 * 1024 * 1024,
    });
    const tests = listed.status === 0 ? JSON.parse(listed.stdout).length : 0;
    skipped += tests;
    return `${suite.project}: ${tests} tests NOT RUN because ${suite.variable} is unset (set it to a ${suite.service} URL to run them)`;
  });

console.log('\n=== Chromium for the browser tests ===');
const chromiumOk = await chromiumReady;
process.stdout.write(readFileSync(CHROMIUM_LOG, 'utf8'));
console.log(`=== Chromium: ${chromiumOk ? 'ready' : 'not available'} after ${seconds(chromiumStarted)} ===`);
let flaky = [];
if (chromiumOk) {
  const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;
  const playwrightExit = run('Browser tests (Playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });
  const report = readJson(PLAYWRIGHT_REPORT);
  const playwright = report ? playwrightVerdict(report) : null;
  if (playwright) {
    count(playwright);
    flaky = playwright.flaky;
  }
  if (!playwright) failures.push('Playwright left no report: it crashed before the end of its run (see its output above)');
  else if (playwrightExit !== 0 && playwright.failures.length === 0)
    failures.push(`Playwright exited with code ${playwrightExit} though no test failed (see its errors above)`);
} else {
  failures.push('Browser tests did not run: Chromium could not be installed (see its log above)');
}

console.log('\n=== Verdict ===');
for (const failure of failures) console.log(`FAILED: ${failure}`);
for (const name of flaky) console.log(`FLAKY (passed on retry): ${name}`);
for (const line of skippedSuites) console.log(`SKIPPED: ${line}`);
console.log(`${passed} passed, ${failures.length} failed, ${skipped} skipped`);
process.exit(failures.length === 0 ? 0 : 1);
