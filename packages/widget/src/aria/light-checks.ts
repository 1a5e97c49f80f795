import type { Deadline } from './idle.ts';
import { elementFinding, outerTag, pageFinding, type Finding } from './finding.ts';

/** At most this many findings of one rule per page: a page with 500 images without alt needs one fix, not 500 threads. */
export const PER_RULE_MAX = 10;
// A value that was never converted for display: [object Object] anywhere, NaN or undefined as a word,
// null as the whole text of an element.
const BAD_VALUE = /\[object Object\]|\bNaN\b|\bundefined\b|^\s*null\s*$/;
const SKIPPED_TEXT_PARENTS = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'code', 'pre', 'kbd', 'samp']);

/** Whether an element belongs to the widget itself (its shadow hosts), which ARIA leaves out. */
export const isOwnElement = (element: Element) => element.localName.startsWith('commentflow-');

/**
 * The light checks of the page's DOM (docs/product/aria.md), as idle steps (idle.ts): broken images,
 * images without alt, a missing title or meta description, forms posting to http from https, and
 * NaN / undefined / [object Object] / "null" shown as text. Each step adds to `out`.
 */
export function lightDomSteps(out: Finding[]): Array<(deadline: Deadline) => boolean> {
  const limited = (list: Finding[]) => out.push(...list.slice(0, PER_RULE_MAX));
  let walker: TreeWalker | null = null;
  let badText = 0;
  return [
    () => {
      const images = [...document.images].filter((image) => !isOwnElement(image));
      limited(
        images
          .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc)
          .map((image) => elementFinding('errors', 'broken-image', image, `Not loaded: ${image.currentSrc}`)),
      );
      limited(
        images
          .filter((image) => !image.hasAttribute('alt'))
          .map((image) => elementFinding('accessibility', 'image-alt', image, outerTag(image))),
      );
      // The rule's title says it all: no evidence to add.
      if (!document.title.trim()) out.push(pageFinding('seo', 'missing-title', 'head', ''));
      if (!document.querySelector<HTMLMetaElement>('meta[name="description" i]')?.content.trim())
        out.push(pageFinding('seo', 'missing-meta-description', 'head', ''));
      if (location.protocol === 'https:') {
        limited(
          [...document.forms]
            .filter((form) => form.action.startsWith('http:'))
            .map((form) => elementFinding('security', 'insecure-form-action', form, `action=${form.action}`)),
        );
      }
      return false;
    },
    (deadline) => {
      walker ??= document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (deadline.timeRemaining() > 1) {
        const node = walker.nextNode();
        if (!node) return false;
        const parent = node.parentElement;
        const text = node.nodeValue ?? '';
        if (
          !parent ||
          SKIPPED_TEXT_PARENTS.has(parent.localName) ||
          !BAD_VALUE.test(text) ||
          parent.closest('[contenteditable=""],[contenteditable="true"]')
        )
          continue;
        out.push(elementFinding('data-integrity', 'bad-value-text', parent, `Shown: "${text.trim().slice(0, 200)}"`));
        if (++badText >= PER_RULE_MAX) return false;
      }
      return true;
    },
  ];
}
