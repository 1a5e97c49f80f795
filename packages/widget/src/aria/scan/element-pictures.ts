import type { AriaReportResponse } from '@commentflow/shared/schemas/aria';
import { readSessionToken } from '../../auth/member-session.ts';
import { loadCapture } from '../../capture/load-capture.ts';

type Target = NonNullable<AriaReportResponse['screenshots']>[number];

// Room around the element in the picture, in CSS pixels.
const MARGIN = 24;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Attaches a picture of each new thread's element to it (the full scan's "screenshot of the element"):
 * the widget's own screenshot bundle takes the viewport with the element in view (private fields
 * masked, the widget left out), cropped to the element and a margin. One at a time; a picture that
 * cannot be taken (masking refused, element gone) is skipped. Answers how many were attached.
 */
export async function attachElementPictures(origin: string, key: string, targets: readonly Target[]): Promise<number> {
  const token = readSessionToken(key);
  if (!token || targets.length === 0) return 0;
  const capture = await loadCapture(origin);
  const exclude = document.querySelector('commentflow-widget, commentflow-launcher') ?? document.createElement('span');
  let attached = 0;
  for (const target of targets) {
    let element: Element | null = null;
    try {
      element = document.querySelector(target.selector);
    } catch {
      // Not a selector this browser reads: no picture.
    }
    if (!element) continue;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    await nextFrame();
    const rect = element.getBoundingClientRect();
    try {
      const canvas = await capture.takeScreenshot({
        exclude,
        pin: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 },
        accent: '#7c3aed',
        embedFonts: false,
      });
      const picture = await crop(canvas, rect);
      if (!picture) continue;
      const response = await fetch(
        `${origin}/api/widget/${encodeURIComponent(key)}/comments/${target.commentId}/screenshot?token=${encodeURIComponent(target.uploadToken)}`,
        {
          method: 'POST',
          headers: { 'content-type': picture.type, authorization: `Bearer ${token}` },
          body: picture,
        },
      );
      if (response.ok) attached++;
    } catch {
      // Masking refused or the picture failed: the thread stays without one.
    }
  }
  return attached;
}

/** The element's part of a viewport picture (the canvas may be at the device's pixel ratio). */
function crop(canvas: HTMLCanvasElement, rect: DOMRect): Promise<Blob | null> {
  const scale = canvas.width / innerWidth;
  const left = Math.max(0, rect.left - MARGIN);
  const top = Math.max(0, rect.top - MARGIN);
  const width = Math.min(innerWidth, rect.right + MARGIN) - left;
  const height = Math.min(innerHeight, rect.bottom + MARGIN) - top;
  if (width < 1 || height < 1) return Promise.resolve(null);
  const out = document.createElement('canvas');
  out.width = Math.round(width * scale);
  out.height = Math.round(height * scale);
  out.getContext('2d')!.drawImage(canvas, left * scale, top * scale, width * scale, height * scale, 0, 0, out.width, out.height);
  return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
}
