// Pure and without zod: the widget bundles it (the schema is in schemas/project.ts).
/**
 * Which addresses count as the same page, so a pin left on `/` shows on `/?utm_source=newsletter`,
 * `/index.html` and `/#top` too. Widget and server both normalise with this one function: the widget
 * to compare the page it is on with its pins' pages, the server before it stores or looks up a page.
 *
 * Always: the fragment goes (unless it is a single-page app's route, below), known tracking
 * parameters go, a default document (index.html, ...) and a trailing slash go, the remaining query
 * parameters are sorted. Per project, the owner can add parameters to ignore, ignore the whole
 * query string (sites whose query never picks the content), or keep hash routes (`#/cart`).
 */
export interface PageIdentityRule {
  /** `#/route` and `#!/route` fragments name pages (a hash-routed single-page app). */
  hashRoutes: boolean;
  /** The query string never picks the content: every parameter is ignored. */
  ignoreQuery: boolean;
  /** More parameters that never pick the content, besides the tracking ones (case-insensitive). */
  ignoredParams: string[];
}

export const DEFAULT_PAGE_IDENTITY: PageIdentityRule = { hashRoutes: false, ignoreQuery: false, ignoredParams: [] };

/** Parameters added by campaigns, ad clicks and mail tools; they never change what a page shows. */
export const TRACKING_PARAMS: readonly string[] = [
  'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'twclid', 'ttclid', 'li_fat_id', 'igshid',
  'yclid', 'mc_cid', 'mc_eid', '_ga', '_gl', '_hsenc', '_hsmi', 'mkt_tok', 'ref_src', 'srsltid', 'vero_id',
];
const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_'];

const DEFAULT_DOCUMENT = /\/(?:index|default)\.(?:html?|php|aspx?|jsp)$/i;
const HASH_ROUTE = /^#!?\//;

function ignored(name: string, rule: PageIdentityRule): boolean {
  const lower = name.toLowerCase();
  return (
    rule.ignoreQuery ||
    TRACKING_PARAMS.includes(lower) ||
    TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix)) ||
    rule.ignoredParams.some((param) => param.toLowerCase() === lower)
  );
}

function trimPath(path: string): string {
  const withoutDocument = path.replace(DEFAULT_DOCUMENT, '/');
  return withoutDocument.length > 1 ? withoutDocument.replace(/\/+$/, '') : '/';
}

/** The page an address names, under the project's rule; a string that is not a URL is returned as is. */
export function normalizePageUrl(href: string, rule: PageIdentityRule = DEFAULT_PAGE_IDENTITY): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const kept = [...url.searchParams].filter(([name]) => !ignored(name, rule));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const route = rule.hashRoutes && HASH_ROUTE.test(url.hash) ? url.hash.replace(/(.)\/+$/, '$1') : '';
  return `${url.origin}${trimPath(url.pathname)}${query ? `?${query}` : ''}${route}`;
}
