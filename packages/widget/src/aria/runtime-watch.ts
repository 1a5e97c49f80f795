import type { CaptureHub } from '../capture/capture-hooks.ts';
import { pageFinding, type Finding } from './finding.ts';
import { isOwnElement } from './light-checks.ts';

const FRAMES = 3;
const POLLING_FAILURES = 3;
const UNCAUGHT = 'Uncaught ';
const REJECTION = 'Unhandled rejection: ';
const INTERACTIONS = ['click', 'submit', 'change', 'keydown'];

/** The first frames of a stack, the part that says where the error came from. */
function firstFrames(error: unknown): string {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at |@/.test(line))
    .slice(0, FRAMES)
    .map((line) => line.trim())
    .join('\n');
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Runtime problems as they happen (docs/product/aria.md): uncaught errors and unhandled rejections,
 * with the element the visitor had just used when the error came from handling that (known until the
 * next task), failed requests (fetch, XMLHttpRequest: HTTP >= 400 or no answer) and resources that did
 * not load (images, scripts, stylesheets), WebSockets that fail and addresses that fail again and again
 * (polling). What happened before this bundle arrived comes from the
 * loader's capture hub (messages only). `ownOrigin` is the widget's server: its requests are not the page's.
 */
export function watchRuntime(
  win: Window & typeof globalThis,
  hub: CaptureHub | undefined,
  ownOrigin: string,
  report: (finding: Finding) => void,
): void {
  let lastUsed: Element | null = null;
  for (const type of INTERACTIONS) {
    win.addEventListener(
      type,
      (event) => {
        lastUsed = event.target instanceof Element ? event.target : null;
        setTimeout(() => (lastUsed = null), 0);
      },
      true,
    );
  }

  const failedRequest = (method: string, url: string, status: number) => {
    let address: URL;
    try {
      address = new URL(url, location.href);
    } catch {
      return;
    }
    if (address.origin === ownOrigin) return;
    const where = `${method.toUpperCase()} ${address.origin}${address.pathname}`;
    const evidence = `${where}: ${status || 'network error'}`;
    report(pageFinding('errors', 'failed-request', where, evidence));
    // The same address failing again and again is live updates by polling that keep failing.
    const times = (failures.get(where) ?? 0) + 1;
    failures.set(where, times);
    if (times === POLLING_FAILURES) report(pageFinding('real-time', 'polling-error', where, `${evidence} (${times}x)`));
  };
  const failures = new Map<string, number>();

  const NativeSocket = win.WebSocket;
  if (NativeSocket) {
    win.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        const address = new URL(String(url), location.href);
        // The widget's own live connection is not the page's.
        if (address.host !== new URL(ownOrigin).host) {
          const where = `${address.origin}${address.pathname}`;
          this.addEventListener('error', () => report(pageFinding('real-time', 'socket-error', where, where)));
        }
      }
    };
  }

  for (const entry of hub?.console ?? []) {
    if (entry.level !== 'error') continue;
    // The loader's hooks word them "Uncaught ..." (as devtools does) and "Unhandled rejection: ...".
    const rejection = entry.message.startsWith(REJECTION);
    if (rejection || entry.message.startsWith(UNCAUGHT)) {
      const message = entry.message.slice((rejection ? REJECTION : UNCAUGHT).length);
      report(pageFinding('errors', rejection ? 'unhandled-rejection' : 'uncaught-error', message, entry.message));
    }
  }
  for (const entry of hub?.network ?? []) failedRequest(entry.method, entry.url, entry.status);

  win.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        if (isOwnElement(target)) return;
        if (target instanceof HTMLImageElement)
          report(
            pageFinding(
              'errors',
              'broken-image',
              target.currentSrc || target.src,
              `Not loaded: ${target.currentSrc || target.src}`,
              target,
            ),
          );
        else {
          const url = (target as HTMLScriptElement).src || (target as HTMLLinkElement).href;
          if (url) failedRequest('GET', url, 0);
        }
        return;
      }
      const message = describe(event.error ?? event.message);
      const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
      report(
        pageFinding('errors', 'uncaught-error', message, [message, firstFrames(event.error) || where].filter(Boolean).join('\n'), lastUsed),
      );
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event) => {
    const message = describe(event.reason);
    report(
      pageFinding('errors', 'unhandled-rejection', message, [message, firstFrames(event.reason)].filter(Boolean).join('\n'), lastUsed),
    );
  });

  const originalFetch = win.fetch;
  win.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    return originalFetch.call(win, input, init).then(
      (response) => {
        if (response.status >= 400) failedRequest(method, url, response.status);
        return response;
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) failedRequest(method, url, 0);
        throw error;
      },
    );
  } as typeof fetch;
  const { open } = win.XMLHttpRequest.prototype;
  const opened = new WeakMap<XMLHttpRequest, { method: string; url: string; aborted: boolean }>();
  win.XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    // A request object may be opened again: its listeners are added once and read the latest call.
    if (!opened.has(this)) {
      this.addEventListener('abort', () => (opened.get(this)!.aborted = true));
      this.addEventListener('loadend', () => {
        const request = opened.get(this)!;
        if (!request.aborted && (this.status === 0 || this.status >= 400)) failedRequest(request.method, request.url, this.status);
      });
    }
    opened.set(this, { method, url: String(url), aborted: false });
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof open;
}
