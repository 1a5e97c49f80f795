// npm run bench: every benchmark in turn. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

// support.ts and seed-comments.ts are shared code; bare-server.ts, bare-ws-server.ts and stack-server.ts
// the reference servers the benches start (run alone, a server would wait forever).
const HELPERS = ['support.ts', 'seed-comments.ts', 'bare-server.ts', 'bare-ws-server.ts', 'stack-server.ts', 'log-cost.ts'];
// The benches that load pages do it in the full browser, which the tests do not need.
if (spawnSync(process.execPath, ['scripts/ensure-chromium.mjs', '--full'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const scripts = readdirSync('bench').filter((file) => file.endsWith('.ts') && !HELPERS.includes(file));
for (const script of scripts) {
  console.log(`\n### bench/${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${script}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
