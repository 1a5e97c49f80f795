import type { Comment } from '@commentflow/shared/schemas/comment';
import { describeFailure } from '../app/describe-failure.ts';
import { isPermanentFailure, retryDelay, type OutboxEntry, type ScreenshotEntry } from './outbox-entry.ts';
import type { OutboxStore } from './outbox-store.ts';

/** What the server answered an entry with; `next` is the pin's screenshot still to upload, which takes the entry's place. */
export interface Sent {
  comment: Comment;
  next?: ScreenshotEntry;
}

export interface OutboxHandlers {
  send(entry: OutboxEntry): Promise<Sent>;
  onSent(entry: OutboxEntry, comment: Comment): void;
  /** A screenshot that can no longer be attached: the server refused it, or its upload window closed. */
  onScreenshotLost(entry: ScreenshotEntry): void;
  /** The waiting and failed entries changed: the UI shows them as "sending" or "not sent". */
  onChange(entries: readonly OutboxEntry[]): void;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
};

// A request the server never answers (a half-open connection) counts as failed after this long; the
// server may still store it, and the retry's clientId then gets that same comment back.
export const SEND_TIMEOUT_MS = 20_000;

/** How the first try of a new write went: the form that wrote it keeps its text only when refused. */
export type FirstAttempt = { outcome: 'sent'; comment: Comment } | { outcome: 'queued' } | { outcome: 'refused'; error: unknown };

/**
 * Comments and replies on their way to the server. Each is stored before its first try, retried with
 * backoff (and at once when the browser comes online, the socket reconnects or the page loads again),
 * and removed only when the server has it. Its clientId makes the server store it exactly once. A pin's
 * screenshot follows the same way once the pin is stored, within the server's upload window; the
 * server keeps one screenshot per pin.
 */
export class Outbox {
  readonly #entries = new Map<string, OutboxEntry>();
  readonly #inFlight = new Set<string>();
  #timer: unknown = null;

  readonly #store: OutboxStore;
  readonly #handlers: OutboxHandlers;
  readonly #clock: Clock;

  constructor(store: OutboxStore, handlers: OutboxHandlers, clock: Clock = realClock) {
    this.#store = store;
    this.#handlers = handlers;
    this.#clock = clock;
  }

  /** Takes over what earlier visits left unsent, and sends it now. */
  async load(): Promise<void> {
    for (const entry of await this.#store.list().catch(() => [])) {
      if (!this.#entries.has(entry.clientId)) this.#entries.set(entry.clientId, entry);
    }
    this.#changed();
    this.flush(true);
  }

  list(): OutboxEntry[] {
    return [...this.#entries.values()].sort((a, b) => a.queuedAt - b.queuedAt);
  }

  /** Keeps a new write, then sends it. A write refused on its first try is dropped again. */
  async add(entry: OutboxEntry): Promise<FirstAttempt> {
    this.#entries.set(entry.clientId, entry);
    await this.#persist(entry);
    this.#changed();
    return this.#attempt(entry, true);
  }

  /** Sends what is due; `now` skips the backoff (the network just came back). */
  flush(now = false): void {
    for (const entry of this.#entries.values()) {
      if (entry.failure === null && (now || entry.nextAttemptAt <= this.#clock.now())) void this.#attempt(entry, false);
    }
  }

  /** Drops a write the server refused, once the visitor has seen why. */
  async discard(clientId: string): Promise<void> {
    this.#entries.delete(clientId);
    await this.#store.remove(clientId).catch(() => undefined);
    this.#changed();
  }

  stop(): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #attempt(entry: OutboxEntry, first: boolean): Promise<FirstAttempt> {
    if (this.#inFlight.has(entry.clientId)) return { outcome: 'queued' };
    if (entry.kind === 'screenshot' && this.#clock.now() > entry.uploadBy) {
      await this.#loseScreenshot(entry);
      return { outcome: 'queued' };
    }
    this.#inFlight.add(entry.clientId);
    try {
      const { comment, next } = await this.#withTimeout(this.#handlers.send(entry));
      if (next) {
        this.#entries.set(next.clientId, next);
        await this.#persist(next);
      } else {
        this.#entries.delete(entry.clientId);
        await this.#store.remove(entry.clientId).catch(() => undefined);
      }
      this.#handlers.onSent(entry, comment);
      this.#changed();
      return { outcome: 'sent', comment };
    } catch (error) {
      if (!this.#entries.has(entry.clientId)) return { outcome: 'queued' };
      if (isPermanentFailure(error) && first) {
        await this.discard(entry.clientId);
        return { outcome: 'refused', error };
      }
      if (isPermanentFailure(error) && entry.kind === 'screenshot') {
        await this.#loseScreenshot(entry);
        return { outcome: 'queued' };
      }
      if (isPermanentFailure(error)) entry.failure = describeFailure(error).message;
      else {
        entry.attempts++;
        entry.nextAttemptAt = this.#clock.now() + retryDelay(entry.attempts, () => this.#clock.random());
      }
      await this.#persist(entry);
      this.#changed();
      return { outcome: 'queued' };
    } finally {
      this.#inFlight.delete(entry.clientId);
      this.#schedule();
    }
  }

  async #loseScreenshot(entry: ScreenshotEntry): Promise<void> {
    await this.discard(entry.clientId);
    this.#handlers.onScreenshotLost(entry);
  }

  #withTimeout<T>(sending: Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = this.#clock.setTimeout(() => reject(new Error('The server did not answer in time')), SEND_TIMEOUT_MS);
      sending.then(resolve, reject).finally(() => this.#clock.clearTimeout(timer));
    });
  }

  async #persist(entry: OutboxEntry): Promise<void> {
    // A full or blocked store still leaves the entry in memory for this page's lifetime.
    await this.#store.put(entry).catch(() => undefined);
  }

  #schedule(): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    const due = this.list()
      .filter((entry) => entry.failure === null && !this.#inFlight.has(entry.clientId))
      .map((entry) => entry.nextAttemptAt);
    if (due.length === 0) return;
    this.#timer = this.#clock.setTimeout(
      () => {
        this.#timer = null;
        this.flush();
      },
      Math.max(0, Math.min(...due) - this.#clock.now()),
    );
  }

  #changed(): void {
    this.#handlers.onChange(this.list());
  }
}
