/** A short, readable form of the page a comment was made on: host and path, without the noise. */
export function pageLocation(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    const path = url.pathname === '/' ? '' : url.pathname;
    return `${url.host}${path}`;
  } catch {
    return pageUrl;
  }
}

/** Only web addresses become links: a comment's page URL is user data. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * The page with this thread's pin highlighted: the widget reads `#cf-comment=<id>` and opens it.
 * A fragment, not a query parameter, so the site's server and caches never see it.
 */
export function openOnPageUrl(pageUrl: string, commentId: string): string {
  const hash = pageUrl.indexOf('#');
  return `${hash === -1 ? pageUrl : pageUrl.slice(0, hash)}#cf-comment=${commentId}`;
}
