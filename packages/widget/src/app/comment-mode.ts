/**
 * Picking an element to comment on: the hovered element is outlined by a box in our shadow root
 * (the host element is never restyled), and the click that picks it never reaches the host page.
 */
export class CommentMode {
  active = false;
  #listeners: AbortController | null = null;
  #hovered: Element | null = null;
  #frame = 0;
  readonly #cursor = crosshairSheet();

  readonly #outline: HTMLElement;
  readonly #isOwn: (event: Event) => boolean;
  readonly #onPick: (target: Element, clientX: number, clientY: number) => void;

  constructor(outline: HTMLElement, isOwn: (event: Event) => boolean, onPick: (target: Element, clientX: number, clientY: number) => void) {
    this.#outline = outline;
    this.#isOwn = isOwn;
    this.#onPick = onPick;
  }

  enable(): void {
    if (this.active) return;
    this.active = true;
    this.#listeners = new AbortController();
    const options = { capture: true, signal: this.#listeners.signal };
    window.addEventListener('pointermove', (event) => this.#hover(event), { ...options, passive: true });
    window.addEventListener('scroll', () => this.#schedule(), { ...options, passive: true });
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
      window.addEventListener(type, (event) => this.#swallow(event), options);
    }
    window.addEventListener('click', (event) => this.#click(event as MouseEvent), options);
    // The crosshair is the one rule we add to the page: cursor only, and only while picking.
    if (this.#cursor) document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.#cursor];
  }

  disable(): void {
    if (!this.active) return;
    this.active = false;
    this.#listeners?.abort();
    this.#listeners = null;
    this.#hovered = null;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#outline.hidden = true;
    if (this.#cursor) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== this.#cursor);
  }

  #hover(event: PointerEvent): void {
    this.#hovered = this.#isOwn(event) ? null : pickable(event.target);
    this.#schedule();
  }

  #schedule(): void {
    if (!this.#frame) {
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        this.#drawOutline();
      });
    }
  }

  #drawOutline(): void {
    const rect = this.#hovered?.getBoundingClientRect();
    this.#outline.hidden = !rect;
    if (!rect) return;
    const style = this.#outline.style;
    style.transform = `translate(${rect.left}px, ${rect.top}px)`;
    style.width = `${rect.width}px`;
    style.height = `${rect.height}px`;
  }

  #swallow(event: Event): void {
    if (this.#isOwn(event)) return;
    event.preventDefault();
    event.stopPropagation();
  }

  #click(event: MouseEvent): void {
    if (this.#isOwn(event)) return;
    this.#swallow(event);
    const target = pickable(event.target);
    if (target) this.#onPick(target, event.clientX, event.clientY);
  }
}

/** The element to anchor to: an SVG's parts are too fragile, the whole drawing is used instead. */
export function pickable(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  if (target instanceof SVGElement && !(target instanceof SVGSVGElement)) return target.closest('svg') ?? target;
  return target;
}

function crosshairSheet(): CSSStyleSheet | null {
  // Constructed sheets add no node to the page, so even `* { all: unset }` cannot reveal the rule.
  if (!('adoptedStyleSheets' in document)) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*{cursor:crosshair!important}');
  return sheet;
}
