import type { ConsoleEntry, NetworkEntry } from '@commentflow/shared/schemas/comment';
import { keepLast, type CaptureHub, type CaptureSink, type SeenRequest } from './capture-hooks.ts';
import { redactUrl } from './redact-url.ts';

export interface PageErrorsOptions {
  /** Requests that are ours (the widget's own API calls) and not the page's business. */
  ignoreUrl?: (url: string) => boolean;
}

/**
 * The page's console errors and warnings, uncaught errors and failed requests (fetch and
 * XMLHttpRequest: network failures and HTTP >= 400), so they can travel with a comment: the loader's
 * hooks (capture-hooks.ts) report here once the app has adopted their hub. Only method, URL (secrets
 * stripped) and status are kept for a request: never bodies or headers.
 */
export class PageErrors implements CaptureSink {
  readonly #consoleEntries: ConsoleEntry[] = [];
  readonly #networkEntries: NetworkEntry[] = [];
  #paused = 0;

  readonly #pageHref: () => string;
  readonly #options: PageErrorsOptions;

  constructor(pageHref: () => string, options: PageErrorsOptions = {}) {
    this.#pageHref = pageHref;
    this.#options = options;
  }

  /** Takes what the loader's hooks kept so far, then every entry as it happens. */
  adopt(hub: CaptureHub): this {
    for (const entry of hub.console.splice(0)) this.console(entry);
    for (const entry of hub.network.splice(0)) this.request(entry);
    hub.sink = this;
    return this;
  }

  /**
   * Stops recording until the returned function is called: what the widget itself causes (the
   * screenshot library fetching the page's fonts and images) is not the page's problem.
   */
  pause(): () => void {
    this.#paused += 1;
    let resumed = false;
    return () => {
      if (!resumed) this.#paused -= 1;
      resumed = true;
    };
  }

  snapshot(): { console: ConsoleEntry[]; network: NetworkEntry[] } {
    return { console: [...this.#consoleEntries], network: [...this.#networkEntries] };
  }

  console(entry: ConsoleEntry): void {
    if (this.#paused === 0) keepLast(this.#consoleEntries, entry);
  }

  request({ method, url, status, at }: SeenRequest): void {
    if (this.#paused > 0) return;
    try {
      const absolute = new URL(url, this.#pageHref()).href;
      if (this.#options.ignoreUrl?.(absolute)) return;
      keepLast(this.#networkEntries, { method: method.toUpperCase().slice(0, 16), url: redactUrl(absolute), status, at });
    } catch {
      // An unparsable URL is not worth breaking the request for.
    }
  }
}
