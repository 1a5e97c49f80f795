// The rule's schema is in schemas/project.ts.
/**
 * Which addresses count as the same page, so a pin left on `/` shows on `/?utm_source=newsletter`,
 * `/index.html` and `/#top` too. The server names every page with this one function, before it
 * stores or looks up a page; the widget learns its page's name from the server's answer.
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

/**
 * Parameters added by campaigns, ad clicks and mail tools (utm_*, Matomo's pk_* and mtm_*, Google,
 * Meta, Microsoft, TikTok, X, LinkedIn, Yandex, Mailchimp, HubSpot, Marketo...); they never change
 * what a page shows.
 */
const TRACKING =
  /^(?:(?:utm|pk|mtm)_.*|[gd]clid|fbclid|[gw]braid|msclkid|t[wt]clid|li_fat_id|igshid|yclid|mc_[ce]id|_g[al]|_hs(?:enc|mi)|mkt_tok|srsltid)$/i;

const DEFAULT_DOCUMENT = /\/(?:index|default)\.(?:html?|php|aspx?)$/i;
const HASH_ROUTE = /^#!?\//;

function ignored(name: string, rule: PageIdentityRule): boolean {
  return rule.ignoreQuery || TRACKING.test(name) || rule.ignoredParams.some((param) => param.toLowerCase() === name.toLowerCase());
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
  const query = new URLSearchParams(
    [...url.searchParams].filter(([name]) => !ignored(name, rule)).sort(([a], [b]) => (a < b ? -1 : 1)),
  ).toString();
  const route = rule.hashRoutes && HASH_ROUTE.test(url.hash) ? url.hash.replace(/(.)\/+$/, '$1') : '';
  return `${url.origin}${trimPath(url.pathname)}${query ? `?${query}` : ''}${route}`;
}
