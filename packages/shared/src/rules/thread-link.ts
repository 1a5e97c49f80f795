// A link to a page of the customer's site that opens one thread there: the dashboard's "Open on page"
// and the widget's "all pages" list write it, the widget on that page reads it. A fragment, not a
// query parameter, so the site's server and caches never see it (nor the dashboard's one-use
// sign-in code that "Open on page" adds: see apps/server/src/services/widget-handoff.ts).
const HASH_PREFIX = '#commentflow=';
const HANDOFF = '&handoff=';

export function threadLink(pageUrl: string, commentId: string, handoffCode?: string): string {
  const hash = pageUrl.indexOf('#');
  const handoff = handoffCode ? `${HANDOFF}${encodeURIComponent(handoffCode)}` : '';
  return `${hash === -1 ? pageUrl : pageUrl.slice(0, hash)}${HASH_PREFIX}${encodeURIComponent(commentId)}${handoff}`;
}

/** The thread a link asked to open, from a page's fragment; null when there is none. */
export function linkedThreadId(hash: string): string | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const id = decodeURIComponent(hash.slice(HASH_PREFIX.length).split('&')[0]!);
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** The one-use sign-in code a thread link carries from the dashboard; null when there is none. */
export function linkedHandoffCode(hash: string): string | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const at = hash.indexOf(HANDOFF);
  const code = at === -1 ? '' : decodeURIComponent(hash.slice(at + HANDOFF.length));
  return /^[\w-]{43}$/.test(code) ? code : null;
}
