// Builds the widget bundles and prints their sizes against their budgets (measured on the real output). The
// capture bundle (modern-screenshot and the annotation editor) loads only when a screenshot is taken; a
// language bundle only on a page in that language (English is built into the app).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const bundles = [
  { entry: 'src/boot.ts', out: 'dist/widget.js', budgetKb: 5 },
  { entry: 'src/app/main.ts', out: 'dist/widget-app.js', budgetKb: 40 },
  { entry: 'src/capture/capture-bundle.ts', out: 'dist/widget-capture.js', budgetKb: 40 },
  ...['fr', 'de'].map((language) => ({ entry: `src/i18n/${language}.ts`, out: `dist/widget-locale-${language}.js`, budgetKb: 3 })),
];

await Promise.all(
  bundles.map(({ entry, out }) =>
    build({
      absWorkingDir: here,
      entryPoints: [entry],
      outfile: out,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      legalComments: 'none',
      sourcemap: false,
      logLevel: 'warning',
    }),
  ),
);

// Printed, not enforced: budgets are figures to watch (bench/widget-budgets.ts), never a reason for a
// build to fail and take the whole product down with it.
for (const { out, budgetKb } of bundles) {
  const bytes = readFileSync(new URL(out, import.meta.url));
  const gzipKb = gzipSync(bytes, { level: 9 }).length / 1024;
  const within = gzipKb <= budgetKb;
  console.log(`${out}: ${(bytes.length / 1024).toFixed(1)} KB, ${gzipKb.toFixed(2)} KB gzip (budget ${budgetKb} KB)${within ? '' : ' OVER BUDGET'}`);
}
