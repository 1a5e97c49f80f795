// Browser tests drive Debian's Chromium (test tools cannot download browsers here): its headless shell
// (ADR 035). With `--full`, the benches' full browser too. Installs a missing one with apt; anything
// else is a clear error, not a silent skip. The paths are e2e/support/chromium-launch.ts's.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const wanted = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', variable: 'CHROMIUM_PATH' },
];
if (process.argv.includes('--full'))
  wanted.push({ path: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium', pkg: 'chromium', variable: 'CHROMIUM_FULL_PATH' });

const missing = wanted.filter(({ path }) => !existsSync(path));
if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg).join(' ');
  if (process.getuid?.() !== 0) {
    for (const { path, pkg, variable } of missing)
      console.error(`Chromium is missing at ${path}. Install it (sudo apt-get install -y ${pkg}) or set ${variable}.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the browser tests (one time)...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}
