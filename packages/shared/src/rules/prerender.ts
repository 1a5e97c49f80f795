// Public pages that arrive as HTML with their content (docs/adr/018-prerendered-public-pages.md):
// which ones the build prerenders, which ones the server renders per request with this instance's
// data, where the build writes them, and what the server fills in when it serves one.
import { STORAGE_KEYS } from '../constants.ts';
import type { Shell } from './contexts.ts';
import { EARLY_TAP_GLOBAL, type PageDataKind } from './served-html.ts';
import { PUBLIC_PAGES, SHELL_PAGES, type PublicPage } from './public-pages.ts';

/**
 * Pages that stay client-rendered: the sign-in screens (they follow the session) and the live demos
 * (they start the widget and show this browser's origin); their HTML is index.html with the page's
 * meta tags. The demo shell's pages are demos too.
 */
const CLIENT_RENDERED = /^\/(login|signup|forgot-password|demo|devflow-demo|widget-test|widget-embed)(\/|$)/;

/** Pages whose content is this instance's data (entries, requests, its API): rendered by the server per request. */
const RENDERED_PER_REQUEST: Readonly<Record<'main' | Shell, Readonly<Record<string, PageDataKind>>>> = {
  main: { '/roadmap': 'roadmap', '/changelog': 'changelog', '/docs/api': 'apiReference' },
  roadmap: { '/': 'roadmap', '/changelog': 'changelog' },
  docs: { '/api-reference': 'apiReference' },
  demo: {},
};

/** The data `path` is rendered with per request on the main site (shell null) or in a shell, or null. */
export function pageDataKind(path: string, shell: Shell | null = null): PageDataKind | null {
  return RENDERED_PER_REQUEST[shell ?? 'main'][path] ?? null;
}

/** A public page the build prerenders, on the main site (shell null) or in a shell. */
export interface PrerenderedPage {
  shell: Shell | null;
  page: PublicPage;
}

const builtAhead = (shell: Shell | null, pages: readonly PublicPage[]): PrerenderedPage[] =>
  pages.filter((page) => pageDataKind(page.path, shell) === null).map((page) => ({ shell, page }));

/** The main site's pages the build prerenders: the same for every instance. */
export const PRERENDERED_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter(
  (page) => !CLIENT_RENDERED.test(page.path) && pageDataKind(page.path) === null,
);

/** Every page the build prerenders: the main site's and the docs shell's (the demo shell's are demos). */
export const PRERENDERED: readonly PrerenderedPage[] = [
  ...PRERENDERED_PAGES.map((page) => ({ shell: null, page })),
  ...builtAhead('docs', SHELL_PAGES.docs),
  ...builtAhead('roadmap', SHELL_PAGES.roadmap),
];

/** Where the build writes a prerendered page, relative to the web build: / -> prerendered/index.html. */
export function prerenderedFile(path: string, shell: Shell | null = null): string {
  return `prerendered/${shell ? `shells/${shell}/` : ''}${path === '/' ? 'index' : path.slice(1)}.html`;
}

/**
 * Run in <head> before the first paint, on every page the server serves; the server allows exactly this
 * inline script by its hash in the Content-Security-Policy. Two things the app's script comes too late for:
 * - the theme: HTML that arrives with its content would otherwise show light until the app's script has
 *   run, for a visitor who chose dark (apps/web/src/lib/theme/apply-theme.ts);
 * - a tap on a prerendered button (the phone menu, the theme) before React has taken the page over does
 *   nothing, and on a slow phone that lasts seconds: the last one outside a form (a form's buttons submit
 *   without React) is kept on window[EARLY_TAP_GLOBAL], and the app taps it again once hydrated.
 */
export const PAGE_BOOT_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)}),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches),r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}` +
  `(function(w){var k=w[${JSON.stringify(EARLY_TAP_GLOBAL)}]={button:null,stop:function(){removeEventListener('click',f,true)}};function f(e){var b=e.target instanceof Element?e.target.closest('button'):null;if(b&&!b.form)k.button=b}addEventListener('click',f,true)})(window)`;
