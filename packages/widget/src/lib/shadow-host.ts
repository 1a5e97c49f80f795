/** An element on the host page with an open shadow root holding all of our UI and its styles. */
export interface ShadowHost {
  host: HTMLElement;
  root: ShadowRoot;
}

// Host CSS cannot reach inside the root; the host element itself is reset with !important, which
// wins over the page's own !important rules because ours come from the inner (shadow) context.
const HOST_RESET =
  ':host{all:initial!important;display:block!important;position:absolute!important;top:0!important;left:0!important;width:0!important;height:0!important;overflow:visible!important;z-index:2147483647!important}';

/**
 * Our UI's host element with its shadow root, styled by addStyles. `attach: false` leaves the host off
 * the page, for its owner to append once the UI inside is complete.
 */
export function createShadowHost(tagName: string, css: string, nonce = '', attach = true): ShadowHost {
  const host = document.createElement(tagName);
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root, HOST_RESET + css, nonce);
  if (attach) document.body.append(host);
  return { host, root };
}

/**
 * Adds styles to a shadow root as a constructed stylesheet, which a Content-Security-Policy without
 * 'unsafe-inline' allows; browsers without adoptedStyleSheets get a <style> carrying the page's nonce.
 * Every engine shipped replaceSync with adoptedStyleSheets (Chrome 73, Firefox 101, Safari 16.4).
 */
export function addStyles(root: ShadowRoot, css: string, nonce: string): void {
  if (root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    root.append(style);
  }
}

/** Whether an event came from inside one of our shadow hosts. */
export function isOwnEvent(event: Event, hosts: readonly Element[]): boolean {
  return hosts.some((host) => event.composedPath().includes(host));
}
