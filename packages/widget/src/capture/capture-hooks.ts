// Part of the loader (widget.js), so errors from before the app loads are kept: tiny hooks on the
// page's console, uncaught errors and requests that report to a hub on window. Until the app adopts
// the hub (capture/page-errors.ts) it keeps the last entries of each kind; after that, the app's
// recorder takes every entry as it happens. Every hook calls through to the original, and recording
// can never throw into the page.
import { CAPTURED_ENTRIES_MAX, CAPTURED_MESSAGE_MAX } from '@commentflow/shared/constants';
import type { ConsoleEntry } from '@commentflow/shared/schemas/comment';

/** A failed request as the hooks saw it: the recorder resolves, filters and redacts its URL. */
export interface SeenRequest {
  method: string;
  url: string;
  status: number;
  at: string;
}

/** Where the hooks report: the hub's own buffer at first, then the app's recorder. */
export interface CaptureSink {
  console(entry: ConsoleEntry): void;
  request(entry: SeenRequest): void;
}

export interface CaptureHub {
  /** What was seen before the app took over, oldest first; the app empties these. */
  console: ConsoleEntry[];
  network: SeenRequest[];
  sink: CaptureSink;
}

export const CAPTURE_HUB_GLOBAL = '__commentflowPageErrors';
// The widget's own console messages start so; they are about the widget, not the page being reviewed.
const OWN_MESSAGE_PREFIX = 'CommentFlow:';
export type CaptureWindow = Window & typeof globalThis & { [CAPTURE_HUB_GLOBAL]?: CaptureHub };

/** Console arguments as one line of text, the way devtools would print them, cut to length. */
export function formatConsoleArgs(args: readonly unknown[]): string {
  const text = args.map(describeValue).join(' ');
  return text.length > CAPTURED_MESSAGE_MAX ? `${text.slice(0, CAPTURED_MESSAGE_MAX - 1)}…` : text;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value)?.slice(0, CAPTURED_MESSAGE_MAX) ?? String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

/** Pushes onto a list that keeps only its last CAPTURED_ENTRIES_MAX items. */
export function keepLast<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > CAPTURED_ENTRIES_MAX) list.shift();
}

/** Installs the hooks once per page (a second copy of the snippet finds them) and answers the hub. */
export function installCaptureHooks(win: CaptureWindow): CaptureHub {
  const installed = win[CAPTURE_HUB_GLOBAL];
  if (installed) return installed;
  const hub: CaptureHub = {
    console: [],
    network: [],
    sink: { console: (entry) => keepLast(hub.console, entry), request: (entry) => keepLast(hub.network, entry) },
  };
  win[CAPTURE_HUB_GLOBAL] = hub;
  const logged = (level: ConsoleEntry['level'], args: readonly unknown[]) => {
    try {
      hub.sink.console({ level, message: formatConsoleArgs(args), at: new Date().toISOString() });
    } catch {
      // A value whose conversion throws must not break the page's own logging.
    }
  };
  // Successes are not kept; method, URL and status only, never bodies or headers.
  const finished = (method: string, url: string, status: number) => {
    if (status === 0 || status >= 400) hub.sink.request({ method, url, status, at: new Date().toISOString() });
  };

  for (const level of ['error', 'warn'] as const) {
    const original = win.console[level];
    win.console[level] = function (this: Console, ...args: unknown[]) {
      if (!(typeof args[0] === 'string' && args[0].startsWith(OWN_MESSAGE_PREFIX))) logged(level, args);
      return original.apply(this, args);
    };
  }
  // Worded as devtools prints them (ARIA's light checks tell uncaught errors from console.error by it);
  // the thrown value itself, or the message when the browser hides it ("Script error." across origins).
  win.addEventListener('error', (event) => logged('error', ['Uncaught', event.error ?? event.message]));
  win.addEventListener('unhandledrejection', (event) => logged('error', ['Unhandled rejection:', event.reason]));

  const originalFetch = win.fetch;
  if (typeof originalFetch === 'function') {
    win.fetch = function (input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = input instanceof Request ? input : null;
      const method = init?.method ?? request?.method ?? 'GET';
      const url = request ? request.url : String(input);
      return originalFetch.call(win, input, init).then(
        (response) => {
          finished(method, url, response.status);
          return response;
        },
        (error: unknown) => {
          // An aborted request was cancelled on purpose; everything else is a network failure.
          if (!(error instanceof DOMException && error.name === 'AbortError')) finished(method, url, 0);
          throw error;
        },
      );
    } as typeof fetch;
  }

  const proto = win.XMLHttpRequest?.prototype;
  if (proto) {
    const { open, send } = proto;
    const requests = new WeakMap<XMLHttpRequest, { method: string; url: string; aborted: boolean }>();
    proto.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      requests.set(this, { method, url: String(url), aborted: false });
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof proto.open;
    proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const info = requests.get(this);
      if (info) {
        this.addEventListener('abort', () => (info.aborted = true), { once: true });
        this.addEventListener('loadend', () => info.aborted || finished(info.method, info.url, this.status), { once: true });
      }
      return send.call(this, body);
    };
  }
  return hub;
}
