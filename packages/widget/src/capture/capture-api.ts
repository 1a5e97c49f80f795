// The contract between the widget app and the lazily loaded capture bundle (widget-capture.js):
// the bundle puts its API on this global when it runs; the app waits for it (load-capture.ts).
import type { h } from '../app/dom.ts';
import type { Translate } from '../i18n/translate.ts';
import type { svgIcon } from '../lib/icons.ts';

export const CAPTURE_GLOBAL = '__commentflowCapture';

export interface ScreenshotOptions {
  /** Our own UI (the widget's shadow host): never part of the picture. */
  exclude: Element;
  /** Where the pin sits, in viewport pixels: drawn on the picture. */
  pin: { x: number; y: number };
  accent: string;
  /**
   * Whether to embed the page's web fonts in the picture. modern-screenshot does that through an inline
   * <style> in a scratch document, which a page's strict Content-Security-Policy refuses (and the picture
   * with it), and by fetching the font files (connect-src); without it, text shows in fallback fonts.
   */
  embedFonts: boolean;
}

/** What the annotation editor borrows from the app: its words, and its DOM helpers rather than a second copy. */
export interface EditorKit {
  t: Translate;
  h: typeof h;
  svgIcon: typeof svgIcon;
  /** Styles the widget's shadow root the way the app's own styles are (with the page's nonce where needed). */
  addStyles(root: ShadowRoot, css: string): void;
}

export interface CaptureApi {
  /** A masked picture of the viewport; rejects with `masking: true` when private content could not be masked. */
  takeScreenshot(options: ScreenshotOptions): Promise<HTMLCanvasElement>;
  /** The annotation editor in our shadow root, in the app's language: the annotated JPEG, or null when cancelled. */
  annotate(root: ShadowRoot, picture: HTMLCanvasElement, kit: EditorKit): Promise<Blob | null>;
}

export type CaptureWindow = Window & { [CAPTURE_GLOBAL]?: CaptureApi };
