// npm run bench: every benchmark in turn. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const scripts = readdirSync('bench').filter((file) => file.endsWith('.ts') && file !== 'support.ts');
for (const script of scripts) {
  console.log(`\n### bench/${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${script}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
