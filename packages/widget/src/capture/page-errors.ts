import { CAPTURED_ENTRIES_MAX, CAPTURED_MESSAGE_MAX } from '@commentflow/shared/constants';
import type { ConsoleEntry, NetworkEntry } from '@commentflow/shared/schemas/comment';
import { redactUrl } from './redact-url.ts';

/** The last entries of one kind, oldest dropped first. */
class Recent<T> {
  private readonly items: T[] = [];
  push(item: T): void {
    this.items.push(item);
    if (this.items.length > CAPTURED_ENTRIES_MAX) this.items.shift();
  }
  list(): T[] {
    return [...this.items];
  }
}

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

export interface PageErrorsOptions {
  /** Requests that are ours (the widget's own API calls) and not the page's business. */
  ignoreUrl?: (url: string) => boolean;
}

/**
 * Records the page's console errors and warnings, uncaught errors and failed requests (fetch and
 * XMLHttpRequest: network failures and HTTP >= 400) so they can travel with a comment. Only method,
 * URL (secrets stripped) and status are kept: never bodies or headers. Every hook calls through to
 * the original first-class, and recording can never throw into the page.
 */
export class PageErrors {
  private readonly console = new Recent<ConsoleEntry>();
  private readonly network = new Recent<NetworkEntry>();
  private readonly undo: (() => void)[] = [];
  private paused = 0;

  constructor(
    private readonly win: Window & typeof globalThis,
    private readonly options: PageErrorsOptions = {},
  ) {}

  start(): this {
    this.hookConsole('error');
    this.hookConsole('warn');
    this.hookUncaught();
    this.hookFetch();
    this.hookXhr();
    return this;
  }

  stop(): void {
    for (const restore of this.undo.splice(0)) restore();
  }

  /**
   * Stops recording until the returned function is called: what the widget itself causes (the
   * screenshot library fetching the page's fonts and images) is not the page's problem.
   */
  pause(): () => void {
    this.paused += 1;
    let resumed = false;
    return () => {
      if (!resumed) this.paused -= 1;
      resumed = true;
    };
  }

  snapshot(): { console: ConsoleEntry[]; network: NetworkEntry[] } {
    return { console: this.console.list(), network: this.network.list() };
  }

  recordConsole(level: ConsoleEntry['level'], args: readonly unknown[]): void {
    if (this.paused > 0) return;
    try {
      this.console.push({ level, message: formatConsoleArgs(args), at: new Date().toISOString() });
    } catch {
      // A value whose conversion throws must not break the page's own logging.
    }
  }

  recordRequest(method: string, url: string, status: number): void {
    if (this.paused > 0 || (status !== 0 && status < 400)) return;
    try {
      const absolute = new URL(url, this.win.location.href).href;
      if (this.options.ignoreUrl?.(absolute)) return;
      this.network.push({
        method: method.toUpperCase().slice(0, 16),
        url: redactUrl(absolute),
        status,
        at: new Date().toISOString(),
      });
    } catch {
      // An unparsable URL is not worth breaking the request for.
    }
  }

  private hookConsole(level: ConsoleEntry['level']): void {
    const target = this.win.console;
    const original = target[level];
    const record = (args: unknown[]) => this.recordConsole(level, args);
    target[level] = function (this: Console, ...args: unknown[]) {
      record(args);
      return original.apply(this, args);
    };
    this.undo.push(() => {
      target[level] = original;
    });
  }

  private hookUncaught(): void {
    const onError = (event: ErrorEvent) => this.recordConsole('error', [event.error instanceof Error ? event.error : event.message]);
    const onRejection = (event: PromiseRejectionEvent) => this.recordConsole('error', ['Unhandled rejection:', event.reason]);
    this.win.addEventListener('error', onError);
    this.win.addEventListener('unhandledrejection', onRejection);
    this.undo.push(() => {
      this.win.removeEventListener('error', onError);
      this.win.removeEventListener('unhandledrejection', onRejection);
    });
  }

  private hookFetch(): void {
    const original = this.win.fetch;
    if (typeof original !== 'function') return;
    const win = this.win;
    const record = (method: string, url: string, status: number) => this.recordRequest(method, url, status);
    const hooked = function (input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = input instanceof Request ? input : null;
      const method = init?.method ?? request?.method ?? 'GET';
      const url = request ? request.url : String(input);
      return original.call(win, input, init).then(
        (response) => {
          record(method, url, response.status);
          return response;
        },
        (error: unknown) => {
          // An aborted request was cancelled on purpose; everything else is a network failure.
          if (!(error instanceof DOMException && error.name === 'AbortError')) record(method, url, 0);
          throw error;
        },
      );
    };
    this.win.fetch = hooked as typeof fetch;
    this.undo.push(() => {
      if (this.win.fetch === hooked) this.win.fetch = original;
    });
  }

  private hookXhr(): void {
    const proto = this.win.XMLHttpRequest?.prototype;
    if (!proto) return;
    const { open, send } = proto;
    const requests = new WeakMap<XMLHttpRequest, { method: string; url: string; aborted: boolean }>();
    const record = (method: string, url: string, status: number) => this.recordRequest(method, url, status);
    proto.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      requests.set(this, { method, url: String(url), aborted: false });
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof proto.open;
    proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const info = requests.get(this);
      if (info) {
        this.addEventListener('abort', () => (info.aborted = true), { once: true });
        this.addEventListener('loadend', () => {
          if (!info.aborted) record(info.method, info.url, this.status);
        }, { once: true });
      }
      return send.call(this, body);
    };
    this.undo.push(() => {
      proto.open = open;
      proto.send = send;
    });
  }
}
