import { findTarget, stillMatches } from '../anchoring/find-target.ts';
import { pinPoint } from '../anchoring/offset-fraction.ts';
import { t } from '../i18n/translate.ts';
import { firstWords, h } from './dom.ts';
import type { NumberedComment } from './page-comments.ts';
import { documentFraction, type PinPosition } from './positions-diff.ts';

// Element searches per layout stop after this long; the pins left are searched in the next frame.
const FIND_BUDGET_MS = 12;

interface PinEntry extends NumberedComment {
  button: HTMLButtonElement;
  target: Element | null;
  /** Searched for and not found: not searched again on every scroll frame, only after the DOM changes. */
  missing: boolean;
}

export interface PinsLayerHandlers {
  onOpen(commentId: string): void;
  onDetachedChange(detachedIds: ReadonlySet<string>): void;
  /** Every stored pin's resolved place after a layout (pins still sending are left out). */
  onPositions(positions: PinPosition[]): void;
}

/**
 * The numbered markers, in a layer positioned over the page. Layout runs once per animation frame:
 * all elements are found and all rects read first, then all positions written, so the page never lays
 * out twice a frame. A pin whose element cannot be found for sure is detached, never placed elsewhere.
 */
export class PinsLayer {
  readonly #pins = new Map<string, PinEntry>();
  #frame = 0;
  /** Nothing is laid out before start(): the first layout finds the page laid out already. */
  #started = false;
  #destroyed = false;
  #recheckPending = false;
  #detached = new Set<string>();

  readonly #ownHost: Element;
  readonly #handlers: PinsLayerHandlers;

  constructor(
    readonly layer: HTMLElement,
    ownHost: Element,
    handlers: PinsLayerHandlers,
  ) {
    this.#ownHost = ownHost;
    this.#handlers = handlers;
  }

  /** The first layout, in a task of its own after the frame that showed the widget (widget-controller). */
  start(): void {
    if (this.#destroyed) return;
    this.#started = true;
    this.#layout();
  }

  /** Shows exactly these pins, reusing markers that already exist. */
  setPins(list: readonly NumberedComment[]): void {
    const keep = new Set(list.map((item) => item.comment.id));
    for (const [id, entry] of this.#pins) {
      if (!keep.has(id)) {
        entry.button.remove();
        this.#pins.delete(id);
      }
    }
    for (const item of list) {
      const { comment, number, pending } = item;
      let entry = this.#pins.get(comment.id);
      if (!entry) {
        const button = h('button', { type: 'button', class: 'cf-pin', hidden: true });
        button.addEventListener('click', () => this.#handlers.onOpen(comment.id));
        entry = { ...item, button, target: null, missing: false };
        this.#pins.set(comment.id, entry);
        this.layer.append(button);
      }
      if (entry.comment.anchor?.selector !== comment.anchor?.selector) forget(entry);
      entry.comment = comment;
      entry.number = number;
      entry.pending = pending;
      const label = pending === 'sending' ? 'pinLabelSending' : pending === 'failed' ? 'pinLabelFailed' : 'pinLabel';
      entry.button.textContent = String(number);
      entry.button.setAttribute('aria-label', t(label, { number, text: firstWords(comment.body) }));
      entry.button.classList.toggle('cf-resolved', comment.status === 'resolved');
      entry.button.classList.toggle('cf-sending', pending !== undefined);
    }
    this.schedule();
  }

  pinButton(commentId: string): HTMLButtonElement | null {
    return this.#pins.get(commentId)?.button ?? null;
  }

  setActive(commentId: string | null): void {
    for (const [id, entry] of this.#pins) entry.button.classList.toggle('cf-active', id === commentId);
  }

  schedule(): void {
    if (this.#started && !this.#frame) this.#frame = requestAnimationFrame(() => this.#layout());
  }

  /** The page's content changed: each pin's element is verified again (and found again if needed). */
  recheck(): void {
    this.#recheckPending = true;
    this.schedule();
  }

  /** Forgets every element found, for a new route where the same selectors may mean other things. */
  refind(): void {
    for (const entry of this.#pins.values()) forget(entry);
    this.schedule();
  }

  destroy(): void {
    this.#destroyed = true;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  #layout(): void {
    this.#frame = 0;
    const recheck = this.#recheckPending;
    this.#recheckPending = false;

    // Reads: find what needs finding, then every rect, before any write.
    const origin = this.layer.getBoundingClientRect();
    const root = document.documentElement;
    const page = { width: root.scrollWidth, height: root.scrollHeight, scrollX: window.scrollX, scrollY: window.scrollY };
    // Finding an element by its text quote can walk a big page: past the budget, the rest wait for the next frame.
    const deadline = performance.now() + FIND_BUDGET_MS;
    let postponed = false;
    const measured = [...this.#pins.values()].map((entry) => {
      const anchor = entry.comment.anchor;
      const stale = entry.target
        ? !entry.target.isConnected || (recheck && anchor && !stillMatches(entry.target, anchor))
        : !entry.missing || recheck;
      if (anchor && stale) {
        if (performance.now() > deadline) {
          forget(entry);
          postponed = true;
          return { entry, rect: null, waiting: true };
        }
        entry.target = findTarget(anchor, this.#ownHost)?.element ?? null;
        entry.missing = entry.target === null;
      }
      return { entry, rect: anchor ? (entry.target?.getBoundingClientRect() ?? null) : null, waiting: false };
    });

    // Writes.
    const detached = new Set<string>();
    const positions: PinPosition[] = [];
    for (const { entry, rect, waiting } of measured) {
      const anchor = entry.comment.anchor;
      const stored = entry.pending === undefined;
      if (waiting) {
        // Not searched yet: hidden, and neither found nor detached until it is.
        entry.button.hidden = true;
        if (this.#detached.has(entry.comment.id)) detached.add(entry.comment.id);
        continue;
      }
      if (!anchor || !rect) {
        detached.add(entry.comment.id);
        entry.button.hidden = true;
        if (stored) positions.push({ commentId: entry.comment.id, x: 0, y: 0, detached: true });
        continue;
      }
      // A found but hidden element (display: none, collapsed menu) hides its pin without detaching it.
      entry.button.hidden = rect.width === 0 && rect.height === 0;
      const point = pinPoint(rect, anchor.offsetX, anchor.offsetY, { x: origin.left, y: origin.top });
      entry.button.style.transform = `translate(${point.x}px, ${point.y}px)`;
      if (stored) {
        const inPage = pinPoint(rect, anchor.offsetX, anchor.offsetY, { x: -page.scrollX, y: -page.scrollY });
        positions.push({ commentId: entry.comment.id, ...documentFraction(inPage.x, inPage.y, page.width, page.height), detached: false });
      }
    }
    if (!sameSet(detached, this.#detached)) {
      this.#detached = detached;
      this.#handlers.onDetachedChange(detached);
    }
    this.#handlers.onPositions(positions);
    if (postponed) this.schedule();
  }
}

function forget(entry: PinEntry): void {
  entry.target = null;
  entry.missing = false;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}
