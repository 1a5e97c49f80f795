// Builds the widget bundles and prints their sizes against their budgets (measured on the real output,
// bundle-sizes.mjs). The capture bundle (modern-screenshot and the annotation editor) loads only when a
// screenshot is taken; a language bundle only on a page in that language (English is built into the app).
import { build } from 'esbuild';
import { BUILD_OPTIONS, BUNDLES, describeSizes, widgetSizes } from './bundle-sizes.mjs';

await Promise.all(BUNDLES.map(({ entry, out, banner }) => build({ ...BUILD_OPTIONS, entryPoints: [entry], outfile: out, banner })));

// Printed, not enforced: budgets are figures to watch (bench/widget-budgets.ts), never a reason for a
// build to fail and take the whole product down with it.
for (const line of describeSizes(await widgetSizes())) console.log(line);
