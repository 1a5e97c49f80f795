// The landing's first-load JavaScript (gzip) against its 120 KB budget (issue #6): the entry with
// every file it imports statically, plus the landing page's own lazily loaded file and its imports,
// read from the Vite manifest of a fresh production build. Printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const DIST = 'apps/web/dist';
/** The page module the router loads for `/` (apps/web/src/site/main-routes.tsx). */
const LANDING_PAGE = 'src/site/pages/landing-page.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w apps/web failed');
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey || !manifest[LANDING_PAGE]) throw new Error(`The manifest has no entry or no ${LANDING_PAGE}`);

/** A chunk and everything it imports statically: what the browser must fetch before it can run it. */
function withStaticImports(key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const keys = withStaticImports(LANDING_PAGE, withStaticImports(entryKey, new Set()));
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;
const rows = [...keys]
  .map((key) => ({ file: manifest[key]!.file, kb: gzipKb(manifest[key]!.file) }))
  .sort((a, b) => b.kb - a.kb);
const totalJs = rows.reduce((sum, row) => sum + row.kb, 0);
const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
const totalCss = css.reduce((sum, file) => sum + gzipKb(file), 0);

console.log('Landing (/) first load, gzip:');
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`JavaScript: ${totalJs.toFixed(1)} KB of ${BUDGET_KB} KB budget (${totalJs <= BUDGET_KB ? 'within' : 'OVER'} budget)`);
console.log(`CSS (not in the budget): ${totalCss.toFixed(1)} KB`);
