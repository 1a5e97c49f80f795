// Writes the HTML of each public page of the main site into the web build (docs/adr/018-prerendered-public-pages.md):
// the server-rendering bundle (vite build --ssr) renders every page of PRERENDERED_PAGES into the
// built index.html's #root, which the browser then hydrates. The server picks the file by path.
// Usage: node scripts/prerender-site.mjs <web dist dir> <server-rendering bundle>
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [distDir, bundle] = process.argv.slice(2).map((arg) => resolve(arg));
if (!distDir || !bundle) throw new Error('Usage: node scripts/prerender-site.mjs <web dist dir> <server-rendering bundle>');

const { renderPage, PRERENDERED_PAGES, prerenderedFile } = await import(pathToFileURL(bundle).href);
const template = await readFile(join(distDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`${distDir}/index.html has no empty ${ROOT}`);

for (const page of PRERENDERED_PAGES) {
  const rendered = await renderPage(page.path);
  // React writes resource hints (the landing picture's preload) ahead of the markup, for a <head> it
  // did not render: they go into index.html's own, where the browser expects them.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)[0];
  const markup = rendered.slice(hints.length);
  if (!markup.includes('<h1')) throw new Error(`${page.path} rendered without a heading: a page still loading is not worth prerendering`);
  const file = join(distDir, prerenderedFile(page.path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(
    file,
    template.replace('</head>', () => `${hints}</head>`).replace(ROOT, () => `<div id="root">${markup}</div>`),
  );
}
console.log(`prerendered ${PRERENDERED_PAGES.length} public pages into ${join(distDir, 'prerendered')}`);
