import { domToCanvas } from 'modern-screenshot';
import { SCREENSHOT_MAX_PIXELS, SCREENSHOT_MAX_SIDE } from '@commentflow/shared/constants';
import type { ScreenshotOptions } from './capture-api.ts';
import { MASK_CANDIDATES, shouldMask } from './mask-targets.ts';

/** Thrown when private content could not be masked: then no picture exists at all. */
export class MaskingFailed extends Error {
  override readonly name = 'MaskingFailed';
}

const MASK_FILL = '#1f2937';
// A sharp picture of a typical viewport stays far below the server's 5 MB limit as JPEG at 2x.
const MAX_SCALE = 2;

/**
 * A picture of the visible part of the page, rendered from the DOM (no permission prompt), with
 * private content masked twice: blanked in the clone before it is rendered, then its on-screen box
 * painted over on the canvas. If the clone did not mask every visible private element, it throws.
 */
export async function takeScreenshot({ exclude, pin, accent, embedFonts }: ScreenshotOptions): Promise<HTMLCanvasElement> {
  const targets = visibleMaskTargets(exclude);
  const { innerWidth: width, innerHeight: height } = window;
  // Never larger than the server takes (a huge viewport is drawn below 1x rather than refused).
  const fits = Math.min(Math.sqrt(SCREENSHOT_MAX_PIXELS / (width * height)), SCREENSHOT_MAX_SIDE / Math.max(width, height));
  const scale = Math.min(MAX_SCALE, Math.max(1, window.devicePixelRatio || 1), fits);
  let maskedInClone = 0;
  const canvas = await domToCanvas(document.documentElement, {
    width: window.innerWidth,
    height: window.innerHeight,
    scale,
    backgroundColor: pageBackground(),
    // Scrolled by a negative margin, not a transform: a transform would make the page's fixed
    // elements scroll along with it, while a margin leaves them where the visitor sees them.
    style: viewportShift(),
    ...(!embedFonts && { font: false as const }),
    filter: (node) => node !== exclude,
    onCloneEachNode: (cloned) => {
      if (!(cloned instanceof Element) || !shouldMask(cloned)) return;
      try {
        blankClone(cloned);
      } catch (error) {
        throw new MaskingFailed(`could not blank a private element: ${String(error)}`);
      }
      maskedInClone += 1;
    },
  });
  if (maskedInClone < targets.length) throw new MaskingFailed(`masked ${maskedInClone} of ${targets.length} private elements`);
  const context = canvas.getContext('2d');
  if (!context) throw new MaskingFailed('no canvas context to paint the masks with');
  context.save();
  context.scale(canvas.width / window.innerWidth, canvas.height / window.innerHeight);
  context.fillStyle = MASK_FILL;
  for (const target of targets) {
    const box = target.getBoundingClientRect();
    context.fillRect(box.left - 1, box.top - 1, box.width + 2, box.height + 2);
  }
  drawPin(context, pin, accent);
  context.restore();
  return canvas;
}

/**
 * The colour behind the page, painted under the whole picture first. The clone renders as an element,
 * not as the root, so its background covers only its own box: on a page shorter than the window, or
 * one whose root is sized to the window and scrolled, the rest of the canvas stayed transparent and
 * became a black band once stored as JPEG. The browser paints the canvas with the root's background,
 * or the body's when the root has none, else white: so does this.
 */
function pageBackground(): string {
  const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
  for (const element of [document.documentElement, document.body]) {
    const colour = getComputedStyle(element).backgroundColor;
    if (!transparent(colour)) return colour;
  }
  return '#ffffff';
}

function viewportShift(): Partial<CSSStyleDeclaration> {
  const root = getComputedStyle(document.documentElement);
  return {
    marginTop: `${(parseFloat(root.marginTop) || 0) - window.scrollY}px`,
    marginLeft: `${(parseFloat(root.marginLeft) || 0) - window.scrollX}px`,
  };
}

function visibleMaskTargets(exclude: Element): Element[] {
  return [...document.querySelectorAll(MASK_CANDIDATES)].filter(
    (element) => shouldMask(element) && !exclude.contains(element) && element.getClientRects().length > 0,
  );
}

/** Empties a cloned private element of anything readable while keeping its box, then fills it. */
function blankClone(element: Element): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.value = '';
    element.setAttribute('value', '');
    element.removeAttribute('placeholder');
  }
  if (element instanceof HTMLTextAreaElement) element.textContent = '';
  for (const child of element.querySelectorAll('*')) {
    if (child instanceof HTMLElement || child instanceof SVGElement) child.style.setProperty('visibility', 'hidden', 'important');
  }
  if (element instanceof HTMLElement || element instanceof SVGElement) {
    const style = element.style;
    style.setProperty('background', MASK_FILL, 'important');
    style.setProperty('color', 'transparent', 'important');
    style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
    style.setProperty('text-shadow', 'none', 'important');
    style.setProperty('border-color', MASK_FILL, 'important');
  }
}

function drawPin(context: CanvasRenderingContext2D, pin: { x: number; y: number }, accent: string): void {
  context.beginPath();
  context.arc(pin.x, pin.y, 12, 0, Math.PI * 2);
  context.fillStyle = accent;
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.beginPath();
  context.arc(pin.x, pin.y, 4, 0, Math.PI * 2);
  context.fillStyle = '#ffffff';
  context.fill();
}
