import { changedPositions, type PinPosition } from '../app/positions-diff.ts';

// Layout runs every frame while the page scrolls; others need to hear about moves far less often.
const REPORT_INTERVAL_MS = 1_000;
// The relay takes at most this many positions per event.
const MAX_PER_EVENT = 500;

/**
 * Sends pins' resolved positions (and detached state) when they change, at most once a second and
 * only what changed. `send` answers false when nothing could be sent (a guest's socket), so the
 * changes are sent once it can.
 */
export class PositionsReporter {
  #sent = new Map<string, PinPosition>();
  #latest: readonly PinPosition[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  readonly #send: (changed: PinPosition[]) => boolean;

  constructor(send: (changed: PinPosition[]) => boolean) {
    this.#send = send;
  }

  report(positions: readonly PinPosition[]): void {
    this.#latest = positions;
    this.#timer ??= setTimeout(() => this.#flush(), REPORT_INTERVAL_MS);
  }

  /** A new page: what was sent about the last one says nothing about this one. */
  reset(): void {
    this.#sent = new Map();
    this.#latest = [];
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #flush(): void {
    this.#timer = undefined;
    const changed = changedPositions(this.#sent, this.#latest).slice(0, MAX_PER_EVENT);
    if (changed.length === 0 || !this.#send(changed)) return;
    for (const position of changed) this.#sent.set(position.commentId, position);
  }
}
