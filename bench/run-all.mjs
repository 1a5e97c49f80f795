// npm run bench: every benchmark in turn. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

// support.ts and seed-comments.ts are shared code; bare-server.ts and bare-ws-server.ts the reference servers the benches start.
const HELPERS = ['support.ts', 'seed-comments.ts', 'bare-server.ts', 'bare-ws-server.ts'];
const scripts = readdirSync('bench').filter((file) => file.endsWith('.ts') && !HELPERS.includes(file));
for (const script of scripts) {
  console.log(`\n### bench/${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${script}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
