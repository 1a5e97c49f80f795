import { findTarget } from '../anchoring/find-target.ts';
import { pinPoint } from '../anchoring/offset-fraction.ts';
import { firstWords, h } from './dom.ts';
import type { NumberedComment } from './page-comments.ts';

interface PinEntry extends NumberedComment {
  button: HTMLButtonElement;
  target: Element | null;
}

/**
 * The numbered markers, in a layer positioned over the page. Layout runs once per animation frame:
 * all rects are read first, then all positions written, so the page never lays out twice a frame.
 */
export class PinsLayer {
  private readonly pins = new Map<string, PinEntry>();
  private frame = 0;
  private detached = new Set<string>();

  constructor(
    readonly layer: HTMLElement,
    private readonly onOpen: (commentId: string) => void,
    private readonly onDetachedChange: (detachedIds: ReadonlySet<string>) => void,
  ) {}

  /** Shows exactly these pins, reusing markers that already exist. */
  setPins(list: readonly NumberedComment[]): void {
    const keep = new Set(list.map((item) => item.comment.id));
    for (const [id, entry] of this.pins) {
      if (!keep.has(id)) {
        entry.button.remove();
        this.pins.delete(id);
      }
    }
    for (const { comment, number } of list) {
      let entry = this.pins.get(comment.id);
      if (!entry) {
        const button = h('button', { type: 'button', class: 'cf-pin', hidden: true });
        button.addEventListener('click', () => this.onOpen(comment.id));
        entry = { comment, number, button, target: null };
        this.pins.set(comment.id, entry);
        this.layer.append(button);
      }
      if (entry.comment.anchor?.selector !== comment.anchor?.selector) entry.target = null;
      entry.comment = comment;
      entry.number = number;
      entry.button.textContent = String(number);
      entry.button.setAttribute('aria-label', `Comment ${number}: ${firstWords(comment.body)}`);
      entry.button.classList.toggle('cf-resolved', comment.status === 'resolved');
    }
    this.schedule();
  }

  pinButton(commentId: string): HTMLButtonElement | null {
    return this.pins.get(commentId)?.button ?? null;
  }

  setActive(commentId: string | null): void {
    for (const [id, entry] of this.pins) entry.button.classList.toggle('cf-active', id === commentId);
  }

  schedule(): void {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.layout());
  }

  /** Forgets cached elements, for when the page's content changed under the pins. */
  refind(): void {
    for (const entry of this.pins.values()) entry.target = null;
    this.schedule();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private layout(): void {
    this.frame = 0;
    const origin = this.layer.getBoundingClientRect();
    const measured = [...this.pins.values()].map((entry) => {
      const anchor = entry.comment.anchor;
      if (anchor && !entry.target?.isConnected) entry.target = findTarget(anchor);
      return { entry, rect: entry.target?.getBoundingClientRect() ?? null };
    });

    const detached = new Set<string>();
    for (const { entry, rect } of measured) {
      const anchor = entry.comment.anchor;
      if (!anchor || !rect) {
        detached.add(entry.comment.id);
        entry.button.hidden = true;
        continue;
      }
      // A found but hidden element (display: none, collapsed menu) hides its pin without detaching it.
      entry.button.hidden = rect.width === 0 && rect.height === 0;
      const point = pinPoint(rect, anchor.offsetX, anchor.offsetY, { x: origin.left, y: origin.top });
      entry.button.style.transform = `translate(${point.x}px, ${point.y}px)`;
    }
    if (!sameSet(detached, this.detached)) {
      this.detached = detached;
      this.onDetachedChange(detached);
    }
  }
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}
