/**
 * The page a live cursor is on: the address without its fragment. Pins go by the page's name as the
 * server gives it (the list's `page`, under the project's page rule).
 */
export function pageUrl(href: string = location.href): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/** Whether two stored page addresses name the same page, whatever their spelling or fragment. */
export function samePage(a: string, b: string): boolean {
  try {
    return pageUrl(new URL(a).href) === pageUrl(new URL(b).href);
  } catch {
    return a === b;
  }
}
