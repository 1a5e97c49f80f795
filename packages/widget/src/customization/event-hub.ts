import type { WidgetEventName, WidgetListener } from '../lib/handoff.ts';

export const WIDGET_EVENTS: readonly WidgetEventName[] = ['ready', 'open', 'close', 'comment-created'];

/** The page's listeners for the widget's events; a listener that throws never breaks the widget. */
export class EventHub {
  readonly #listeners = new Map<WidgetEventName, Set<WidgetListener>>();

  on(name: WidgetEventName, listener: WidgetListener): void {
    if (!WIDGET_EVENTS.includes(name) || typeof listener !== 'function') {
      console.warn(`CommentFlow: on() takes one of ${WIDGET_EVENTS.join(', ')} and a function.`);
      return;
    }
    let set = this.#listeners.get(name);
    if (!set) this.#listeners.set(name, (set = new Set()));
    set.add(listener);
  }

  off(name: WidgetEventName, listener: WidgetListener): void {
    this.#listeners.get(name)?.delete(listener);
  }

  emit(name: WidgetEventName, detail?: unknown): void {
    for (const listener of this.#listeners.get(name) ?? []) {
      try {
        listener(detail);
      } catch (error) {
        console.error(`CommentFlow: a "${name}" listener threw`, error);
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}
