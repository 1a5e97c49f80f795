// `npm test`: type check, lint, build, unit + API tests (Vitest), browser tests (Playwright),
// then one closing line `N passed, N failed` summing both runners.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const checksPassed =
  run('Type check', 'npm', ['run', 'typecheck']) &&
  run('Lint', 'npm', ['run', 'lint']) &&
  run('Build', 'npm', ['run', 'build']);
if (!checksPassed) {
  console.log('\nChecks failed before any test ran: fix the errors above.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

run('Unit and API tests (Vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`,
]);
if (run('Browser tests (Playwright)', 'node', ['scripts/ensure-chromium.mjs'])) {
  run('', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` });
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
