// Public pages prerendered at build time (docs/adr/018-prerendered-public-pages.md): which ones, where
// the build writes them, and what the server fills in when it serves one.
import { STORAGE_KEYS } from '../constants.ts';
import { PUBLIC_PAGES, type PublicPage } from './public-pages.ts';

/**
 * Pages that stay client-rendered: the sign-in screens (they follow the session), the live demos
 * (they start the widget and show this browser's origin) and the API reference (drawn from the
 * running server's OpenAPI document); their HTML is index.html with the page's meta tags.
 */
const CLIENT_RENDERED = /^\/(login|signup|forgot-password|demo|devflow-demo|widget-test|widget-embed|docs\/api)(\/|$)/;

/** The main site's pages the build prerenders. */
export const PRERENDERED_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter((page) => !CLIENT_RENDERED.test(page.path));

/** Where the build writes a prerendered page, relative to the web build: / -> prerendered/index.html. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/**
 * Pages are built before anyone knows the address they are served at: text that shows it (install
 * snippets in the docs) is written with this origin, which the server replaces by the main site's
 * address when it serves the page, naming that address in the SITE_URL_META tag for hydration.
 */
export const PRERENDER_ORIGIN = 'https://prerendered-site.invalid';

export const SITE_URL_META = 'commentflow-site-url';

/**
 * Run in <head> before the first paint: HTML that arrives with its content would otherwise show light
 * until the app's script has run, for a visitor who chose dark (apps/web/src/lib/theme/apply-theme.ts).
 * The server allows exactly this inline script by its hash in the Content-Security-Policy.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)}),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches),r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}`;
