import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared/schemas/comment';
import { ApiError } from '../lib/widget-api.ts';
import { isPermanentFailure, retryDelay, type OutboxEntry } from './outbox-entry.ts';
import { Outbox, SEND_TIMEOUT_MS, type Clock } from './outbox.ts';
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
    send: (sent: OutboxEntry) => {
      calls++;
      if (calls <= failures) return Promise.reject(failWith);
      const existing = stored.get(sent.clientId) ?? comment(sent.clientId);
      stored.set(sent.clientId, existing);
      return Promise.resolve(existing);
    },
  };
}

describe('Outbox', () => {
  it('sends at once and forgets what the server has', async () => {
    const store = memoryStore();
    const server = flakyServer(0);
    const sent: string[] = [];
    const outbox = new Outbox(store, { send: server.send, onSent: (e) => sent.push(e.clientId), onChange: () => undefined }, fakeClock());
    expect(await outbox.add(entry('a'))).toEqual({ outcome: 'sent', comment: comment('a') });
    expect(sent).toEqual(['a']);
    expect(store.saved.size).toBe(0);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps a write while the network is down, retries with backoff and stores it once', async () => {
    const store = memoryStore();
    const clock = fakeClock();
    const server = flakyServer(2);
    const outbox = new Outbox(store, { send: server.send, onSent: () => undefined, onChange: () => undefined }, clock);
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
    const outbox = new Outbox(memoryStore(), { send: server.send, onSent: () => undefined, onChange: () => undefined }, clock);
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
    const outbox = new Outbox(store, { send: server.send, onSent: (e) => sent.push(e.clientId), onChange: () => undefined }, fakeClock());
    await outbox.load();
    await settle();
    expect(sent).toEqual(['left-over']);
    expect(store.saved.size).toBe(0);
  });

  it('hands a first-try refusal back to the form and keeps nothing', async () => {
    const store = memoryStore();
    const refusal = new ApiError(403, { error: 'guests-not-allowed', message: 'Sign in to comment on this site' });
    const outbox = new Outbox(store, { send: () => Promise.reject(refusal), onSent: () => undefined, onChange: () => undefined }, fakeClock());
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
      {
        send: (e) => (refuse ? Promise.reject(new ApiError(403, { message: 'Sign in to comment on this site' })) : server.send(e)),
        onSent: () => undefined,
        onChange: () => undefined,
      },
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
      { send: (e) => (hang ? new Promise<Comment>(() => undefined) : server.send(e)), onSent: () => undefined, onChange: () => undefined },
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
    const outbox = new Outbox(memoryStore(), { send: flakyServer(1, new ApiError(429, {})).send, onSent: () => undefined, onChange: () => undefined }, clock);
    expect(await outbox.add(entry('a'))).toEqual({ outcome: 'queued' });
    clock.advance(1_000);
    await settle();
    expect(outbox.list()).toEqual([]);
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
