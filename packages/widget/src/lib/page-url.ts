/** The address comments belong to: the page without its fragment, so in-page anchors share pins. */
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
