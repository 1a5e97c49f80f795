// The widget's size budgets, measured on the real output: build.mjs and bench/widget-budgets.ts print
// the same figures. "The whole widget without the screenshot library" is everything a visitor can
// download except modern-screenshot itself: the loader, the app, every other lazily loaded file (of the
// language bundles only the largest: a page loads one at most), and the capture bundle's own code (its
// annotation editor and masking), measured by building it once more with the library left out. What
// only signed-in team members download (widget-member.js, widget-tickets.js, ARIA's full scan) is printed on lines of its
// own (docs/adr/022-widget-member-bundle.md).
import { build } from 'esbuild';
import { minify } from 'terser';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const WIDGET_DIR = fileURLToPath(new URL('.', import.meta.url));
export const SCREENSHOT_LIBRARY = 'modern-screenshot';
export const LOADER_BUDGET_KB = 5;
export const WIDGET_BUDGET_KB = 40;

// The loader and the app run most of their code as soon as they arrive. The magic comment
// (Chromium 136+) has V8 compile every function up front, off the main thread when the script is
// streamed in, instead of on the host page's main thread at each function's first call.
const COMPILE_ALL = { js: '//# allFunctionsCalledOnLoad' };

/**
 * The app's build takes what the loader lends (src/lib/lent-modules.ts, whose imports say which
 * functions of which modules) from the hand-off instead of bundling a second copy: each lent module
 * becomes a stand-in exporting exactly those names, so an app import of anything else fails the
 * build. The stand-in reads the hand-off when the app script is evaluated, while it is still on
 * window; a copy evaluated without one starts nothing (main.ts), and gets empty stand-ins.
 */
function lentByLoader() {
  const listing = join(WIDGET_DIR, 'src/lib/lent-modules.ts');
  const lent = new Map(
    [...readFileSync(listing, 'utf8').matchAll(/^import \{ (.+) \} from '(.+)';$/gm)].map(([, names, path]) => [
      resolve(dirname(listing), path),
      names,
    ]),
  );
  return {
    name: 'lent-by-loader',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, ({ path }) => {
        const names = lent.get(path);
        return names && { contents: `export const { ${names} } = window.${HANDOFF_GLOBAL}?.lent ?? {};`, loader: 'js' };
      });
    },
  };
}
// lib/handoff.ts's name for the hand-off on window.
const HANDOFF_GLOBAL = '__commentflowBoot';

export const BUNDLES = [
  { entry: 'src/boot.ts', out: 'dist/widget.js', banner: COMPILE_ALL },
  { entry: 'src/app/main.ts', out: 'dist/widget-app.js', banner: COMPILE_ALL, plugins: [lentByLoader()] },
  { entry: 'src/capture/capture-bundle.ts', out: 'dist/widget-capture.js' },
  ...['fr', 'de'].map((language) => ({ entry: `src/i18n/${language}.ts`, out: `dist/widget-locale-${language}.js` })),
  // ARIA (issue 20) has budgets of its own: its light checks, which every visitor of a site with ARIA
  // on loads (3 KB), and its full scan, loaded only for signed-in members.
  { entry: 'src/aria/light-entry.ts', out: 'dist/widget-aria-light.js' },
  { entry: 'src/aria/scan/scan-entry.ts', out: 'dist/widget-aria-scan.js' },
  // What only signed-in team members use (presence, positions, triage, ARIA's run button): never a visitor's download.
  { entry: 'src/member/member-bundle.ts', out: 'dist/widget-member.js' },
  // A thread's tickets and "Create ticket in ...": only a signed-in member who may triage loads it.
  { entry: 'src/tickets/tickets-entry.ts', out: 'dist/widget-tickets.js' },
];
/** axe-core's own build, copied as it is: the full scan fetches it only when it runs. */
export const AXE_FILE = 'widget-axe.js';
export const ARIA_LIGHT_BUDGET_KB = 3;
const ARIA_FILES = (file) => file.startsWith('widget-aria') || file === AXE_FILE;
const CAPTURE = BUNDLES[2];
/** What only signed-in team members download (the team features, a thread's tickets): outside the visitor's figure. */
export const MEMBER_FILES = ['widget-member.js', 'widget-tickets.js'];

// esbuild bundles and minifies fast; terser then compresses what it leaves (two passes, safe
// transforms only): 3 to 5% less gzip on every file, 0.14 KB of the loader every visitor downloads.
const TERSER_OPTIONS = { ecma: 2020, compress: { passes: 2 }, mangle: true };

const BUILD_OPTIONS = {
  absWorkingDir: WIDGET_DIR,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  sourcemap: false,
  logLevel: 'warning',
};

const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** One bundle's code as the widget serves it; `options` override esbuild's (the capture measure's externals). */
export async function compile({ entry, out, banner, plugins }, options = {}) {
  const { outputFiles } = await build({ ...BUILD_OPTIONS, entryPoints: [entry], outfile: out, plugins, write: false, ...options });
  // The banner goes on after terser, which would drop the comment.
  const { code } = await minify(outputFiles[0].text, { ...TERSER_OPTIONS, format: { preamble: banner?.js } });
  return Buffer.from(code);
}

/** Gzip sizes in KB of what dist/ holds now. */
export async function widgetSizes() {
  const dist = join(WIDGET_DIR, 'dist');
  const files = readdirSync(dist).filter((file) => /\.(js|json)$/.test(file));
  return sizesOf(new Map(files.map((file) => [file, readFileSync(join(dist, file))])));
}

/** The same figures for the bundles built in memory from the sources as they are (the size test); dist/ is left alone. */
export async function freshSizes() {
  const built = await Promise.all(BUNDLES.map(async (bundle) => [basename(bundle.out), await compile(bundle)]));
  return sizesOf(new Map(built));
}

/** The figures for bundles given by file name. */
async function sizesOf(contents) {
  const files = [...contents.keys()];
  const sizeOf = (file) => gzipKb(contents.get(file));
  const withoutLibrary = await compile(CAPTURE, { external: [SCREENSHOT_LIBRARY], logLevel: 'silent' });
  const captureFile = CAPTURE.out.replace('dist/', '');
  const captureOwnKb = gzipKb(withoutLibrary);
  const lazyFiles = files.filter(
    (file) => file !== 'widget.js' && file !== 'widget-app.js' && file !== captureFile && !MEMBER_FILES.includes(file) && !ARIA_FILES(file),
  );
  const loaderKb = sizeOf('widget.js');
  const appKb = sizeOf('widget-app.js');
  const lazy = lazyFiles.map((file) => ({ file, kb: sizeOf(file) }));
  const isLanguage = (file) => file.startsWith('widget-locale-');
  const largestLanguageKb = Math.max(0, ...lazy.filter(({ file }) => isLanguage(file)).map(({ kb }) => kb));
  const otherLazyKb = lazy.filter(({ file }) => !isLanguage(file)).reduce((sum, { kb }) => sum + kb, 0);
  return {
    loaderKb,
    appKb,
    captureKb: sizeOf(captureFile),
    captureOwnKb,
    lazy,
    wholeKb: loaderKb + appKb + captureOwnKb + otherLazyKb + largestLanguageKb,
    members: files.filter((file) => MEMBER_FILES.includes(file)).map((file) => ({ file, kb: sizeOf(file) })),
    aria: files.filter(ARIA_FILES).map((file) => ({ file, kb: sizeOf(file) })),
  };
}

/** The lines both the build and the bench print. */
export function describeSizes(sizes) {
  const share = (kb, budget) =>
    `${kb.toFixed(2)} KB of ${budget} KB (${((kb / budget) * 100).toFixed(0)}%)${kb > budget ? ' OVER BUDGET' : ''}`;
  return [
    `loader widget.js: ${share(sizes.loaderKb, LOADER_BUDGET_KB)} gzip`,
    `app widget-app.js: ${sizes.appKb.toFixed(2)} KB gzip`,
    `capture widget-capture.js: ${sizes.captureKb.toFixed(2)} KB gzip, of which its own code (annotation editor, masking) ${sizes.captureOwnKb.toFixed(2)} KB and ${SCREENSHOT_LIBRARY} the rest`,
    ...sizes.lazy.map(({ file, kb }) => `lazily loaded ${file}: ${kb.toFixed(2)} KB gzip`),
    ...sizes.members.map(({ file, kb }) => `team member bundle ${file} (signed-in members only): ${kb.toFixed(2)} KB gzip`),
    ...sizes.aria.map(({ file, kb }) =>
      file === 'widget-aria-light.js'
        ? `ARIA light checks ${file} (every visitor where ARIA is on): ${share(kb, ARIA_LIGHT_BUDGET_KB)} gzip`
        : file === AXE_FILE
          ? `axe-core ${file} (fetched only when a member's full scan runs): ${kb.toFixed(2)} KB gzip`
          : `ARIA full scan ${file} (signed-in members only, web-vitals included): ${kb.toFixed(2)} KB gzip`,
    ),
    `whole widget without the screenshot library (loader + app + capture's own code${sizes.lazy.length ? ' + lazily loaded files, the largest language only' : ''}): ${share(sizes.wholeKb, WIDGET_BUDGET_KB)} gzip`,
  ];
}
