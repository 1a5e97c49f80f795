import { describe, expect, it } from 'vitest';
import { CAPTURED_ENTRIES_MAX, CAPTURED_MESSAGE_MAX } from '@commentflow/shared/constants';
import { CAPTURE_HUB_GLOBAL, formatConsoleArgs, installCaptureHooks, type CaptureWindow } from './capture-hooks.ts';
import { PageErrors, type PageErrorsOptions } from './page-errors.ts';

/** A stand-in XMLHttpRequest: open/send on the prototype, like the browser's, finishing on demand. */
class FakeXhr extends EventTarget {
  status = 0;
  open(_method: string, _url: string): void {}
  send(): void {}
  finish(status: number): void {
    this.status = status;
    this.dispatchEvent(new Event(status === 0 ? 'error' : 'load'));
    this.dispatchEvent(new Event('loadend'));
  }
  abort(): void {
    this.dispatchEvent(new Event('abort'));
    this.dispatchEvent(new Event('loadend'));
  }
}

function fakeWindow(answer: (url: string) => Promise<Response>) {
  const logged: unknown[][] = [];
  const win = Object.assign(new EventTarget(), {
    console: {
      error: (...args: unknown[]) => logged.push(['error', ...args]),
      warn: (...args: unknown[]) => logged.push(['warn', ...args]),
      log: (...args: unknown[]) => logged.push(['log', ...args]),
    },
    fetch: (input: RequestInfo | URL) => answer(String(input)),
    XMLHttpRequest: FakeXhr,
    location: { href: 'https://shop.example/cart' },
  });
  return { win: win as unknown as CaptureWindow, logged };
}

/** The loader's hooks on `win`, adopted at once by the app's recorder. */
function recordOn(win: CaptureWindow, options?: PageErrorsOptions): PageErrors {
  return new PageErrors(() => win.location.href, options).adopt(installCaptureHooks(win));
}

describe("the loader's hooks and the app's recorder", () => {
  it('records console errors and warnings and still logs them', () => {
    const { win, logged } = fakeWindow(() => Promise.resolve(new Response('')));
    const recorder = recordOn(win);
    win.console.error('Checkout failed', new TypeError('x is undefined'), { step: 2 });
    win.console.warn('Deprecated');
    win.console.log('not recorded');
    expect(logged).toEqual([
      ['error', 'Checkout failed', new TypeError('x is undefined'), { step: 2 }],
      ['warn', 'Deprecated'],
      ['log', 'not recorded'],
    ]);
    expect(recorder.snapshot().console.map(({ level, message }) => [level, message])).toEqual([
      ['error', 'Checkout failed TypeError: x is undefined {"step":2}'],
      ['warn', 'Deprecated'],
    ]);
  });

  it("leaves out the widget's own console messages, and still logs them", () => {
    const { win, logged } = fakeWindow(() => Promise.resolve(new Response('')));
    const recorder = recordOn(win);
    win.console.warn('CommentFlow: the widget script is included more than once; only the first copy runs.');
    win.console.error('CommentFlow: could not load https://cf.example/widget/widget-app.js.');
    win.console.warn('Payment form: CommentFlow: is mentioned here, not at the start');
    expect(logged).toHaveLength(3);
    expect(recorder.snapshot().console.map(({ message }) => message)).toEqual([
      'Payment form: CommentFlow: is mentioned here, not at the start',
    ]);
  });

  it('keeps the last 20 and cuts long messages', () => {
    const { win } = fakeWindow(() => Promise.resolve(new Response('')));
    const recorder = recordOn(win);
    for (let i = 0; i < 25; i++) win.console.error(`error ${i}`);
    win.console.warn('w'.repeat(5000));
    const entries = recorder.snapshot().console;
    expect(entries).toHaveLength(CAPTURED_ENTRIES_MAX);
    expect(entries[0]?.message).toBe('error 6');
    expect(entries.at(-1)?.message).toHaveLength(CAPTURED_MESSAGE_MAX);
    expect(entries.at(-1)?.message.endsWith('…')).toBe(true);
  });

  it('records failed fetches (HTTP >= 400 and network errors) without bodies, but not aborts or successes', async () => {
    const { win } = fakeWindow((url) => {
      if (url.includes('offline')) return Promise.reject(new TypeError('Failed to fetch'));
      if (url.includes('aborted')) return Promise.reject(new DOMException('aborted', 'AbortError'));
      return Promise.resolve(new Response('secret body', { status: url.includes('missing') ? 404 : 200 }));
    });
    const recorder = recordOn(win, { ignoreUrl: (url) => url.startsWith('https://cf.example/api/widget/') });
    await win.fetch('/api/missing?token=abc');
    await win.fetch('/api/ok');
    await expect(win.fetch('https://api.example/offline', { method: 'post' })).rejects.toThrow('Failed to fetch');
    await expect(win.fetch('/aborted')).rejects.toThrow('aborted');
    await win.fetch('https://cf.example/api/widget/pk_x/missing');
    expect(recorder.snapshot().network.map(({ method, url, status }) => [method, url, status])).toEqual([
      ['GET', 'https://shop.example/api/missing', 404],
      ['POST', 'https://api.example/offline', 0],
    ]);
    expect(JSON.stringify(recorder.snapshot())).not.toContain('secret body');
  });

  it('records failed XMLHttpRequests but not aborted ones', () => {
    const { win } = fakeWindow(() => Promise.resolve(new Response('')));
    class PageXhr extends FakeXhr {}
    Object.assign(win, { XMLHttpRequest: PageXhr });
    const recorder = recordOn(win);
    const failed = new PageXhr();
    failed.open('PUT', '/api/cart/1');
    failed.send();
    failed.finish(500);
    const offline = new PageXhr();
    offline.open('GET', 'https://api.example/items');
    offline.send();
    offline.finish(0);
    const aborted = new PageXhr();
    aborted.open('GET', '/slow');
    aborted.send();
    aborted.abort();
    expect(recorder.snapshot().network.map(({ method, url, status }) => [method, url, status])).toEqual([
      ['PUT', 'https://shop.example/api/cart/1', 500],
      ['GET', 'https://api.example/items', 0],
    ]);
  });

  it('records nothing while paused', async () => {
    const { win } = fakeWindow(() => Promise.resolve(new Response('', { status: 404 })));
    const recorder = recordOn(win);
    const resume = recorder.pause();
    win.console.error('from the screenshot library');
    await win.fetch('/font.woff2');
    resume();
    resume();
    win.console.error('from the page');
    expect(recorder.snapshot().console.map((entry) => entry.message)).toEqual(['from the page']);
    expect(recorder.snapshot().network).toEqual([]);
  });

  it('keeps the last entries of each kind until the app adopts them, then records as they happen', async () => {
    const { win, logged } = fakeWindow(() => Promise.resolve(new Response('', { status: 503 })));
    const hub = installCaptureHooks(win);
    expect(installCaptureHooks(win)).toBe(hub);
    expect(win[CAPTURE_HUB_GLOBAL]).toBe(hub);
    for (let i = 0; i < 25; i++) win.console.warn(`early ${i}`);
    await win.fetch('/api/stock?session=s3cret');
    await win.fetch('https://cf.example/api/widget/pk_x/comments');
    win.dispatchEvent(Object.assign(new Event('error'), { error: new RangeError('boot failed') }));
    expect(logged).toHaveLength(25);
    expect(hub.console).toHaveLength(CAPTURED_ENTRIES_MAX);
    expect(hub.network).toHaveLength(2);

    const recorder = new PageErrors(() => win.location.href, { ignoreUrl: (url) => url.startsWith('https://cf.example/') }).adopt(hub);
    expect(hub.console).toEqual([]);
    expect(hub.network).toEqual([]);
    win.console.error('after the app');
    const { console: entries, network } = recorder.snapshot();
    expect(entries).toHaveLength(CAPTURED_ENTRIES_MAX);
    expect(entries.slice(0, 1).map((entry) => entry.message)).toEqual(['early 7']);
    expect(entries.slice(-2).map((entry) => [entry.level, entry.message])).toEqual([
      ['error', 'Uncaught RangeError: boot failed'],
      ['error', 'after the app'],
    ]);
    expect(network.map(({ method, url, status }) => [method, url, status])).toEqual([['GET', 'https://shop.example/api/stock', 503]]);
  });

  it('formats values that cannot be serialized', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatConsoleArgs(['a', 1, null, circular])).toBe('a 1 null [object Object]');
  });
});
