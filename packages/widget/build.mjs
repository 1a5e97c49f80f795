// Builds the widget bundles and prints their sizes against their budgets (measured on the real output,
// bundle-sizes.mjs). The capture bundle (modern-screenshot and the annotation editor) loads only when a
// screenshot is taken; a language bundle only on a page in that language (English is built into the app).
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { precompress } from '../../scripts/precompress.mjs';
import { AXE_FILE, BUNDLES, WIDGET_DIR, compile, describeSizes, widgetSizes } from './bundle-sizes.mjs';

// From empty: a bundle (or its compressed copy) left from an older build would still be served.
rmSync(join(WIDGET_DIR, 'dist'), { recursive: true, force: true });
mkdirSync(join(WIDGET_DIR, 'dist'));
await Promise.all(BUNDLES.map(async (bundle) => writeFileSync(join(WIDGET_DIR, bundle.out), await compile(bundle))));
// ARIA's full scan fetches axe-core as its authors build it (a module of its own, never bundled).
copyFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), join(WIDGET_DIR, 'dist', AXE_FILE));
await precompress(join(WIDGET_DIR, 'dist'));

// Printed, not enforced: budgets are figures to watch (bench/widget-budgets.ts), never a reason for a
// build to fail and take the whole product down with it.
for (const line of describeSizes(await widgetSizes())) console.log(line);
