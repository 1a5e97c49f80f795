/** A page as a chart label: its path (the site is known from the project), or the text as given. */
export function pagePath(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}
