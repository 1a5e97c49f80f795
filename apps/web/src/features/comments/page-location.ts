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
