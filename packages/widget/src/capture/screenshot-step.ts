import { h } from '../app/dom.ts';
import { t } from '../i18n/translate.ts';
import { icon, svgIcon } from '../lib/icons.ts';
import { ACCENT } from '../lib/accent.ts';
import { addStyles } from '../lib/shadow-host.ts';
import { pausePageErrors } from './client-meta.ts';
import { loadCapture } from './load-capture.ts';

export interface ScreenshotStepOptions {
  /** Our server, where widget-capture.js is loaded from. */
  origin: string;
  /** The widget's shadow host: left out of the picture; the editor opens in its shadow root. */
  host: HTMLElement;
  /** Where the new pin is, in viewport pixels, at the moment the picture is taken. */
  pin(): { x: number; y: number };
  /**
   * The snippet's CSP nonce: the editor's styles carry it in browsers without constructed stylesheets,
   * and a page that has one runs a strict policy, so the picture leaves its web fonts out.
   */
  nonce: string;
}

const CAMERA = 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z';

/**
 * The composer's screenshot control: takes a masked picture of the page with the pin marked, opens
 * the annotation editor, and keeps the result until the comment is sent. The capture code is
 * loaded on the first use only.
 */
export class ScreenshotStep {
  readonly element: HTMLElement;
  /** The annotated picture to attach, if any. */
  picture: Blob | null = null;
  /** True while the editor is open: the widget's keyboard shortcuts stand aside. */
  annotating = false;
  readonly #add: HTMLButtonElement;
  readonly #preview: HTMLElement;
  readonly #image: HTMLImageElement;
  readonly #status: HTMLElement;

  readonly #options: ScreenshotStepOptions;

  constructor(options: ScreenshotStepOptions) {
    this.#options = options;
    this.#add = h('button', { type: 'button', class: 'cf-shot-add' }, svgIcon(CAMERA), t('addScreenshot'));
    this.#image = h('img', { alt: t('screenshotToAttach') });
    const remove = h('button', { type: 'button', class: 'cf-icon', 'aria-label': t('removeScreenshot') }, icon('close'));
    this.#preview = h('div', { class: 'cf-shot-preview', hidden: true }, this.#image, remove);
    this.#status = h('p', { class: 'cf-shot-status', role: 'status' });
    this.element = h('div', { class: 'cf-shot' }, this.#preview, this.#add, this.#status);

    this.#add.addEventListener('click', () => void this.#take());
    remove.addEventListener('click', () => {
      this.#setPicture(null);
      this.#add.focus();
    });
  }

  async #take(): Promise<void> {
    const root = this.#options.host.shadowRoot;
    if (!root || this.annotating) return;
    this.#add.disabled = true;
    this.#status.textContent = t('takingScreenshot');
    this.annotating = true;
    try {
      const capture = await loadCapture(this.#options.origin);
      const accent = getComputedStyle(this.element).getPropertyValue('--cf-accent').trim() || ACCENT;
      const resume = pausePageErrors();
      const { nonce } = this.#options;
      const canvas = await capture
        .takeScreenshot({ exclude: this.#options.host, pin: this.#options.pin(), accent, embedFonts: !nonce })
        .finally(resume);
      this.#status.textContent = '';
      const picture = await capture.annotate(root, canvas, { t, h, svgIcon, addStyles: (target, css) => addStyles(target, css, nonce) });
      if (picture) this.#setPicture(picture);
    } catch (error) {
      // A masking failure means no picture exists: say so rather than send one that might leak.
      this.#status.textContent = t(error instanceof Error && error.name === 'MaskingFailed' ? 'maskingFailed' : 'screenshotFailed');
    } finally {
      this.annotating = false;
      this.#add.disabled = false;
      this.#add.focus();
    }
  }

  #setPicture(picture: Blob | null): void {
    if (this.#image.src) URL.revokeObjectURL(this.#image.src);
    this.picture = picture;
    this.#preview.hidden = !picture;
    if (picture) this.#image.src = URL.createObjectURL(picture);
    else this.#image.removeAttribute('src');
    this.#add.lastChild!.textContent = t(picture ? 'retake' : 'addScreenshot');
  }
}
