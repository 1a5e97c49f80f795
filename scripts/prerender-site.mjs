// Writes the HTML of each public page every instance shares into the web build
// (docs/adr/018-prerendered-public-pages.md): the server-rendering bundle (vite build --ssr) renders
// every page of PRERENDERED into the built index.html's #root, which the browser then hydrates. The
// server picks the file by host and path; it renders the pages drawn from its own data per request.
// Usage: node scripts/prerender-site.mjs <web dist dir> <server-rendering bundle>
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [distDir, bundle] = process.argv.slice(2).map((arg) => resolve(arg));
if (!distDir || !bundle) throw new Error('Usage: node scripts/prerender-site.mjs <web dist dir> <server-rendering bundle>');

const { renderDocument, PRERENDERED, prerenderedFile } = await import(pathToFileURL(bundle).href);
const template = await readFile(join(distDir, 'index.html'), 'utf8');
// What the browser build says of its files: Vite's manifest and the texts each asks for (apps/web/build/chunk-texts.ts).
const readJson = async (file) => JSON.parse(await readFile(join(distDir, '.vite', file), 'utf8'));
const built = { manifest: await readJson('manifest.json'), texts: await readJson('chunk-texts.json') };

for (const { shell, page } of PRERENDERED) {
  const file = join(distDir, prerenderedFile(page.path, shell));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await renderDocument(template, page.path, shell, null, built));
}
console.log(`prerendered ${PRERENDERED.length} public pages into ${join(distDir, 'prerendered')}`);
