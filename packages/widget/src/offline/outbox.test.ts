import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared/schemas/comment';
import { ApiError } from '../lib/api-request.ts';
import { SCREENSHOT_UPLOAD_WINDOW_SECONDS } from '@commentflow/shared/constants';
import {
  isPermanentFailure,
  retryDelay,
  screenshotEntry,
  type CommentEntry,
  type OutboxEntry,
  type ScreenshotEntry,
} from './outbox-entry.ts';
import { Outbox, SEND_TIMEOUT_MS, type Clock, type OutboxHandlers, type Sent } from './outbox.ts';
import type { OutboxStore } from './outbox-store.ts';

function memoryStore(initial: OutboxEntry[] = []): OutboxStore & { saved: Map<string, OutboxEntry> } {
  const saved = new Map(initial.map((entry) => [entry.clientId, structuredClone(entry)]));
  return {
    saved,
    list: () => Promise.resolve([...saved.values()].map((entry) => structuredClone(entry))),
    put: (entry) => Promise.resolve(void saved.set(entry.clientId, structuredClone(entry))),
    remove: (clientId) => Promise.resolve(void saved.delete(clientId)),
  };
}

function fakeClock(): Clock & { time: number; timers: { at: number; run: () => void }[]; advance(ms: number): void } {
  const clock = {
    time: 0,
    timers: [] as { at: number; run: () => void }[],
    now: () => clock.time,
    setTimeout: (run: () => void, ms: number) => {
      const timer = { at: clock.time + ms, run };
      clock.timers.push(timer);
      return timer;
    },
    clearTimeout: (handle: unknown) => {
      clock.timers = clock.timers.filter((timer) => timer !== handle);
    },
    random: () => 0.5,
    advance(ms: number) {
      clock.time += ms;
      const due = clock.timers.filter((timer) => timer.at <= clock.time);
      clock.timers = clock.timers.filter((timer) => timer.at > clock.time);
      for (const timer of due) timer.run();
    },
  };
  return clock;
}

const entry = (clientId: string): OutboxEntry => ({
  kind: 'reply',
  clientId,
  projectKey: 'pk_test',
  threadId: 'thread-1',
  request: { clientId, body: 'Hello' },
  queuedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  failure: null,
});

const comment = (clientId: string) => ({ id: `server-${clientId}`, clientId }) as Comment;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server that fails the given number of times (network down), then stores each clientId once. */
function flakyServer(failures: number, failWith: unknown = new TypeError('Failed to fetch')) {
  const stored = new Map<string, Comment>();
  let calls = 0;
  return {
    stored,
    get calls() {
      return calls;
    },
    send: (sent: OutboxEntry): Promise<Sent> => {
      calls++;
      if (calls <= failures) return Promise.reject(failWith);
      const existing = stored.get(sent.clientId) ?? comment(sent.clientId);
      stored.set(sent.clientId, existing);
      return Promise.resolve({ comment: existing });
    },
  };
}

/** Handlers that ignore what a test does not look at. */
function handlers(given: Partial<OutboxHandlers> & Pick<OutboxHandlers, 'send'>): OutboxHandlers {
  return { onSent: () => undefined, onScreenshotLost: () => undefined, onChange: () => undefined, ...given };
}

describe('Outbox', () => {
  it('sends at once and forgets what the server has', async () => {
    const store = memoryStore();
    const server = flakyServer(0);
    const sent: string[] = [];
    const outbox = new Outbox(store, handlers({ send: server.send, onSent: (e) => sent.push(e.clientId) }), fakeClock());
    expect(await outbox.add(entry('a'))).toEqual({ outcome: 'sent', comment: comment('a') });
    expect(sent).toEqual(['a']);
    expect(store.saved.size).toBe(0);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps a write while the network is down, retries with backoff and stores it once', async () => {
    const store = memoryStore();
    const clock = fakeClock();
    const server = flakyServer(2);
    const outbox = new Outbox(store, handlers({ send: server.send }), clock);
    expect(await outbox.add(entry('a'))).toEqual({ outcome: 'queued' });
    expect(store.saved.get('a')?.attempts).toBe(1);
    expect(outbox.list().map((e) => e.clientId)).toEqual(['a']);

    clock.advance(999);
    await settle();
    expect(server.calls).toBe(1);
    clock.advance(1);
    await settle();
    expect(server.calls).toBe(2);
    expect(store.saved.get('a')?.attempts).toBe(2);
    clock.advance(2_000);
    await settle();
    expect(server.calls).toBe(3);
    expect(server.stored.size).toBe(1);
    expect(store.saved.size).toBe(0);
    expect(clock.timers).toEqual([]);
  });

  it('sends at once on flush(now), without waiting for the backoff', async () => {
    const clock = fakeClock();
    const server = flakyServer(1);
    const outbox = new Outbox(memoryStore(), handlers({ send: server.send }), clock);
    await outbox.add(entry('a'));
    outbox.flush(true);
    await settle();
    expect(server.calls).toBe(2);
    expect(outbox.list()).toEqual([]);
  });

  it('sends what an earlier visit left behind when loaded', async () => {
    const store = memoryStore([entry('left-over')]);
    const server = flakyServer(0);
    const sent: string[] = [];
    const outbox = new Outbox(store, handlers({ send: server.send, onSent: (e) => sent.push(e.clientId) }), fakeClock());
    await outbox.load();
    await settle();
    expect(sent).toEqual(['left-over']);
    expect(store.saved.size).toBe(0);
  });

  it('hands a first-try refusal back to the form and keeps nothing', async () => {
    const store = memoryStore();
    const refusal = new ApiError(403, { error: 'guests-not-allowed', message: 'Sign in to comment on this site' });
    const outbox = new Outbox(store, handlers({ send: () => Promise.reject(refusal) }), fakeClock());
    expect(await outbox.add(entry('a'))).toEqual({ outcome: 'refused', error: refusal });
    expect(store.saved.size).toBe(0);
  });

  it('marks a later refusal as failed, stops retrying, and lets the visitor discard it', async () => {
    const store = memoryStore();
    const clock = fakeClock();
    const server = flakyServer(1);
    let refuse = false;
    const outbox = new Outbox(
      store,
      handlers({
        send: (e) => (refuse ? Promise.reject(new ApiError(403, { message: 'Sign in to comment on this site' })) : server.send(e)),
      }),
      clock,
    );
    await outbox.add(entry('a'));
    refuse = true;
    clock.advance(1_000);
    await settle();
    expect(outbox.list()[0]?.failure).toBe('Sign in to comment on this site');
    expect(store.saved.get('a')?.failure).toBe('Sign in to comment on this site');
    expect(clock.timers).toEqual([]);
    outbox.flush(true);
    await settle();
    await outbox.discard('a');
    expect(outbox.list()).toEqual([]);
    expect(store.saved.size).toBe(0);
  });

  it('gives up waiting for an answer that never comes, and retries', async () => {
    const clock = fakeClock();
    const server = flakyServer(0);
    let hang = true;
    const outbox = new Outbox(
      memoryStore(),
      handlers({ send: (e) => (hang ? new Promise<Sent>(() => undefined) : server.send(e)) }),
      clock,
    );
    const first = outbox.add(entry('a'));
    await settle();
    clock.advance(SEND_TIMEOUT_MS);
    expect(await first).toEqual({ outcome: 'queued' });
    hang = false;
    clock.advance(1_000);
    await settle();
    expect(server.stored.size).toBe(1);
    expect(outbox.list()).toEqual([]);
  });

  it('retries rate limits and timeouts rather than giving up', async () => {
    const clock = fakeClock();
    const outbox = new Outbox(memoryStore(), handlers({ send: flakyServer(1, new ApiError(429, {})).send }), clock);
    expect(await outbox.add(entry('a'))).toEqual({ outcome: 'queued' });
    clock.advance(1_000);
    await settle();
    expect(outbox.list()).toEqual([]);
  });
});

const pinWithPicture = (clientId: string): CommentEntry => ({
  kind: 'comment',
  clientId,
  projectKey: 'pk_test',
  request: {
    clientId,
    body: 'See this',
    pageUrl: 'https://site.example/',
    anchor: { selector: '#a', offsetX: 0.5, offsetY: 0.5 },
    viewport: { width: 800, height: 600 },
  },
  screenshot: new Blob(['jpeg'], { type: 'image/jpeg' }),
  queuedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  failure: null,
});

/**
 * A server that stores pins (handing out an upload token, so the picture becomes the entry's next
 * step) and attaches pictures; `uploadFailure` says how an upload fails, until it is set to null.
 */
function pinServer(clock: Clock) {
  const server = {
    pins: 0,
    uploads: 0,
    attached: 0,
    uploadFailure: new TypeError('Failed to fetch') as unknown,
    send: (sent: OutboxEntry): Promise<Sent> => {
      if (sent.kind === 'comment' && sent.screenshot) {
        server.pins++;
        return Promise.resolve({
          comment: comment(sent.clientId),
          next: screenshotEntry({ ...sent, screenshot: sent.screenshot }, `server-${sent.clientId}`, 'upload-token', clock.now()),
        });
      }
      if (sent.kind !== 'screenshot') return Promise.reject(new Error('a pin with a picture was expected'));
      server.uploads++;
      if (server.uploadFailure) return Promise.reject(server.uploadFailure);
      server.attached++;
      return Promise.resolve({ comment: comment(sent.clientId) });
    },
  };
  return server;
}

describe("Outbox: a pin's screenshot", () => {
  it('waits in the outbox in place of its stored pin until its upload passes, and is uploaded once', async () => {
    const store = memoryStore();
    const clock = fakeClock();
    const server = pinServer(clock);
    const sent: string[] = [];
    const outbox = new Outbox(store, handlers({ send: server.send, onSent: (e) => sent.push(e.kind) }), clock);

    expect(await outbox.add(pinWithPicture('a'))).toEqual({ outcome: 'sent', comment: comment('a') });
    // The upload is due at once: it goes on the outbox's next turn.
    clock.advance(0);
    await settle();
    expect(server.uploads).toBe(1);
    const waiting = store.saved.get('a') as ScreenshotEntry;
    expect(waiting).toMatchObject({ kind: 'screenshot', commentId: 'server-a', uploadToken: 'upload-token', attempts: 1 });
    expect(waiting.screenshot).toBeInstanceOf(Blob);
    expect(outbox.list().map((e) => e.kind)).toEqual(['screenshot']);

    clock.advance(1_000);
    await settle();
    expect(server.uploads).toBe(2);
    server.uploadFailure = null;
    outbox.flush(true);
    await settle();
    expect([server.pins, server.uploads, server.attached]).toEqual([1, 3, 1]);
    expect(sent).toEqual(['comment', 'screenshot']);
    expect(store.saved.size).toBe(0);
    expect(clock.timers).toEqual([]);
    outbox.flush(true);
    await settle();
    expect(server.uploads).toBe(3);
  });

  it('uploads what an earlier visit left waiting', async () => {
    const clock = fakeClock();
    const server = pinServer(clock);
    server.uploadFailure = null;
    const left = screenshotEntry({ ...pinWithPicture('a'), screenshot: new Blob(['jpeg']) }, 'server-a', 'upload-token', 0);
    const store = memoryStore([left]);
    await new Outbox(store, handlers({ send: server.send }), clock).load();
    await settle();
    expect(server.attached).toBe(1);
    expect(store.saved.size).toBe(0);
  });

  it('is given up, and the visitor told, when the server refuses it', async () => {
    const store = memoryStore();
    const clock = fakeClock();
    const server = pinServer(clock);
    server.uploadFailure = new ApiError(403, { error: 'forbidden', message: 'This screenshot can no longer be attached' });
    const lost: string[] = [];
    await new Outbox(store, handlers({ send: server.send, onScreenshotLost: (e) => lost.push(e.commentId) }), clock).add(
      pinWithPicture('a'),
    );
    clock.advance(0);
    await settle();
    expect(lost).toEqual(['server-a']);
    expect(store.saved.size).toBe(0);
    expect(clock.timers).toEqual([]);
  });

  it("is given up, without another try, once the server's upload window has closed", async () => {
    const store = memoryStore();
    const clock = fakeClock();
    const server = pinServer(clock);
    const lost: string[] = [];
    const outbox = new Outbox(store, handlers({ send: server.send, onScreenshotLost: (e) => lost.push(e.commentId) }), clock);
    await outbox.add(pinWithPicture('a'));
    await settle();
    // Offline all along: the backoff reaches a minute, and the window closes.
    for (let elapsed = 0; elapsed <= SCREENSHOT_UPLOAD_WINDOW_SECONDS * 1000; elapsed += 60_000) {
      clock.advance(60_000);
      await settle();
    }
    const tries = server.uploads;
    expect(tries).toBeGreaterThan(5);
    outbox.flush(true);
    await settle();
    expect(server.uploads).toBe(tries);
    expect(lost).toEqual(['server-a']);
    expect(store.saved.size).toBe(0);
    expect(clock.timers).toEqual([]);
  });
});

describe('retry rules', () => {
  it('backs off exponentially up to a minute, with jitter around the delay', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, () => 0.5))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(20, () => 0.5)).toBe(60_000);
    expect(retryDelay(1, () => 0)).toBe(800);
    expect(retryDelay(1, () => 1)).toBe(1_200);
  });

  it('treats 4xx as permanent except 408 and 429; network errors and 5xx pass', () => {
    expect(isPermanentFailure(new ApiError(400, {}))).toBe(true);
    expect(isPermanentFailure(new ApiError(404, {}))).toBe(true);
    expect(isPermanentFailure(new ApiError(408, {}))).toBe(false);
    expect(isPermanentFailure(new ApiError(429, {}))).toBe(false);
    expect(isPermanentFailure(new ApiError(503, {}))).toBe(false);
    expect(isPermanentFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
