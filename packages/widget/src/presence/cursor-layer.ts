import { h } from '../app/dom.ts';

const IDLE_MS = 5_000; // a cursor that has not moved fades out
const GONE_MS = 30_000; // and is removed after this long without news

interface Cursor {
  element: HTMLElement;
  x: number;
  y: number;
  idle?: ReturnType<typeof setTimeout>;
  gone?: ReturnType<typeof setTimeout>;
}

/** Teammates' cursors, placed at fractions of the document so every screen size agrees. */
export class CursorLayer {
  readonly element = h('div', { class: 'cf-cursors', 'aria-hidden': 'true' });
  readonly #cursors = new Map<string, Cursor>();

  move(userId: string, displayName: string, x: number, y: number): void {
    let cursor = this.#cursors.get(userId);
    if (!cursor) {
      const element = h('div', { class: 'cf-cursor' }, cursorArrow(), h('span', { class: 'cf-cursor-name' }, displayName));
      this.element.append(element);
      cursor = { element, x, y };
      this.#cursors.set(userId, cursor);
    }
    clearTimeout(cursor.idle);
    clearTimeout(cursor.gone);
    cursor.x = x;
    cursor.y = y;
    cursor.element.classList.remove('cf-idle');
    const { element } = cursor;
    cursor.idle = setTimeout(() => element.classList.add('cf-idle'), IDLE_MS);
    cursor.gone = setTimeout(() => this.remove(userId), GONE_MS);
    this.#place(cursor);
  }

  remove(userId: string): void {
    const cursor = this.#cursors.get(userId);
    if (!cursor) return;
    clearTimeout(cursor.idle);
    clearTimeout(cursor.gone);
    cursor.element.remove();
    this.#cursors.delete(userId);
  }

  /** After a resize the document's size changes, and with it where a fraction lands. */
  relayout(): void {
    for (const cursor of this.#cursors.values()) this.#place(cursor);
  }

  clear(): void {
    for (const userId of [...this.#cursors.keys()]) this.remove(userId);
  }

  #place(cursor: Cursor): void {
    const root = document.documentElement;
    const left = Math.round(cursor.x * root.scrollWidth);
    const top = Math.round(cursor.y * root.scrollHeight);
    cursor.element.style.transform = `translate(${left}px, ${top}px)`;
  }
}

function cursorArrow(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('class', 'cf-cursor-arrow');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M1 1l5 14 2-6 6-2z');
  svg.append(path);
  return svg;
}
