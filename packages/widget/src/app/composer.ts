import type { Guest } from '@commentflow/shared/schemas/comment';
import type { ScreenshotStep } from '../capture/screenshot-step.ts';
import { t } from '../i18n/translate.ts';
import { createBodyField } from './body-field.ts';
import { h } from './dom.ts';
import { createGuestFields } from './guest-fields.ts';

export interface ComposerDraft {
  body: string;
  guest: Guest;
  /** The honeypot (guest-fields.ts). */
  website: string;
}

export interface ComposerHandlers {
  onSubmit(draft: ComposerDraft): void;
  onCancel(): void;
}

/** The popover where a new pin's first comment is written, placed beside the click. */
export class Composer {
  readonly element: HTMLFormElement;
  readonly #textarea: HTMLTextAreaElement;
  readonly #send: HTMLButtonElement;
  readonly #error: HTMLElement;
  readonly #retry: HTMLButtonElement;

  constructor(
    handlers: ComposerHandlers,
    readonly screenshot?: ScreenshotStep,
  ) {
    const text = createBodyField({ 'aria-label': t('comment'), placeholder: t('commentPlaceholder'), rows: 3 });
    this.#textarea = text.textarea;
    this.#send = h('button', { type: 'submit', class: 'cf-primary' }, t('send'));
    const cancel = h('button', { type: 'button', class: 'cf-secondary' }, t('cancel'));
    this.#retry = h('button', { type: 'submit', class: 'cf-link' }, t('retry'));
    this.#retry.hidden = true;
    this.#error = h('p', { class: 'cf-error', role: 'alert' });
    const guest = createGuestFields();
    this.element = h(
      'form',
      { class: 'cf-composer cf-card', 'aria-label': t('newComment') },
      text.element,
      screenshot?.element,
      guest.element,
      h('div', { class: 'cf-error-row' }, this.#error, this.#retry),
      h('div', { class: 'cf-actions' }, cancel, this.#send),
    );

    cancel.addEventListener('click', () => handlers.onCancel());
    this.element.addEventListener('submit', (event) => {
      event.preventDefault();
      const read = text.read();
      if ('refused' in read) {
        this.showError(read.refused);
        this.#textarea.focus();
        return;
      }
      const who = guest.read();
      if (who) handlers.onSubmit({ body: read.body, guest: who, website: guest.website() });
    });
  }

  /** Places the popover near a viewport point, kept inside the viewport, in the layer's coordinates. */
  placeAt(clientX: number, clientY: number, layer: DOMRect): void {
    const width = Math.min(300, window.innerWidth - 16);
    const height = this.element.offsetHeight || 220;
    const left = Math.max(8, Math.min(clientX + 16, window.innerWidth - width - 8));
    const top = Math.max(8, Math.min(clientY + 16, window.innerHeight - height - 8));
    this.element.style.width = `${width}px`;
    this.element.style.transform = `translate(${Math.round(left - layer.left)}px, ${Math.round(top - layer.top)}px)`;
  }

  focus(): void {
    this.#textarea.focus({ preventScroll: true });
  }

  setBusy(busy: boolean): void {
    this.#send.disabled = busy;
    this.#retry.disabled = busy;
    this.#send.textContent = t(busy ? 'sending' : 'send');
    if (busy) this.showError('');
  }

  showError(message: string, canRetry = false): void {
    this.#error.textContent = message;
    this.#retry.hidden = !canRetry;
  }
}
