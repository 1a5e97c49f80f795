// A link to a page of the customer's site that opens one thread there: the dashboard's "Open on page"
// and the widget's "all pages" list write it, the widget on that page reads it. A fragment, not a
// query parameter, so the site's server and caches never see it.
const HASH_PREFIX = '#commentflow=';

export function threadLink(pageUrl: string, commentId: string): string {
  const hash = pageUrl.indexOf('#');
  return `${hash === -1 ? pageUrl : pageUrl.slice(0, hash)}${HASH_PREFIX}${encodeURIComponent(commentId)}`;
}

/** The thread a link asked to open, from a page's fragment; null when there is none. */
export function linkedThreadId(hash: string): string | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const id = decodeURIComponent(hash.slice(HASH_PREFIX.length));
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
