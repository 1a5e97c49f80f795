import { h } from '../app/dom.ts';
import { icon } from '../lib/icons.ts';

/** The small modal card settings and help open in; focus comes back to where it was on close. */
export class WidgetDialog {
  readonly element: HTMLElement;
  readonly #title = h('h2', { id: 'cf-dialog-title', tabindex: -1 });
  readonly #body = h('div', { class: 'cf-dialog-body' });
  readonly #close = h('button', { type: 'button', class: 'cf-icon' }, icon('close'));
  #returnFocus: Element | null = null;

  readonly #root: ShadowRoot;

  constructor(root: ShadowRoot) {
    this.#root = root;
    const card = h(
      'section',
      { class: 'cf-dialog cf-card', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'cf-dialog-title' },
      h('header', { class: 'cf-panel-header' }, this.#title, this.#close),
      this.#body,
    );
    this.element = h('div', { class: 'cf-dialog-backdrop', hidden: true }, card);
    this.#close.addEventListener('click', () => this.hide());
    this.element.addEventListener('click', (event) => {
      if (event.target === this.element) this.hide();
    });
  }

  /** The view shown, 'settings' or 'help', or null when closed. */
  view: string | null = null;

  show(view: string, title: string, closeLabel: string, content: Node[]): void {
    if (!this.view) this.#returnFocus = this.#root.activeElement ?? document.activeElement;
    this.view = view;
    this.#title.textContent = title;
    this.#close.setAttribute('aria-label', closeLabel);
    this.#body.replaceChildren(...content);
    this.element.hidden = false;
    this.#title.focus({ preventScroll: true });
  }

  /** Closes it; false when it was not open (so Escape can close the next thing instead). */
  hide(): boolean {
    if (!this.view) return false;
    this.view = null;
    this.element.hidden = true;
    this.#body.replaceChildren();
    if (this.#returnFocus instanceof HTMLElement) this.#returnFocus.focus({ preventScroll: true });
    this.#returnFocus = null;
    return true;
  }
}
