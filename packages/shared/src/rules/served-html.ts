// What the server puts into a public page's HTML besides the page (docs/adr/018-prerendered-public-pages.md),
// read again by the browser's hydration. Apart from prerender.ts, whose page lists the landing's first load does without.

/**
 * Pages are built before anyone knows the address they are served at: text that shows it (install
 * snippets in the docs) is written with this origin, which the server replaces by the main site's
 * address when it serves the page, naming that address in the SITE_URL_META tag for hydration.
 */
export const PRERENDER_ORIGIN = 'https://prerendered-site.invalid';

export const SITE_URL_META = 'commentflow-site-url';

/** The data a page rendered per request is drawn from: this instance's own, fetched from its API. */
export type PageDataKind = 'roadmap' | 'changelog' | 'apiReference';

/** The API read each kind of page data is, as a signed-out visitor's browser makes it. */
export const PAGE_DATA_SOURCES: Readonly<Record<PageDataKind, string>> = {
  roadmap: '/api/roadmap/requests?sort=top',
  changelog: '/api/changelog',
  apiReference: '/api/openapi.json',
};

/** What the server renders into a page per request, and hands to the browser for hydration. */
export interface PageData {
  kind: PageDataKind;
  /** The API's answer to PAGE_DATA_SOURCES[kind]. */
  body: unknown;
}

/** The id of the script element (type application/json) that carries a page's PageData. */
export const PAGE_DATA_ELEMENT_ID = 'commentflow-page-data';

/**
 * Where the page's boot script (PAGE_BOOT_SCRIPT in prerender.ts) keeps the last button tapped before
 * React took the page over (`button`), and how to stop it recording (`stop()`; apps/web/src/site/early-tap.ts).
 */
export const EARLY_TAP_GLOBAL = '__commentflowEarlyTap';
