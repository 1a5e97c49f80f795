import type { Anchor } from '@commentflow/shared/schemas/comment';

/**
 * A short, stable selector for an element: its id when unique, else tag:nth-of-type steps up to the
 * nearest ancestor with a unique id (or the body). The same element gives the same selector on every
 * visit, so it can be part of a finding's fingerprint; the light checks and the full scan share it.
 */
export function cssPath(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
    if (node.id && document.querySelectorAll(`#${CSS.escape(node.id)}`).length === 1) {
      steps.unshift(`#${CSS.escape(node.id)}`);
      break;
    }
    const tag = node.localName;
    if (tag === 'body') {
      steps.unshift(tag);
      break;
    }
    let index = 1;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      if (sibling.localName === tag) index++;
    steps.unshift(`${tag}:nth-of-type(${index})`);
  }
  return steps.join('>');
}

/**
 * A pin on the element's top-left corner, found again by its selector: in the middle it would cover
 * the very control it is about (a button the visitor still has to press).
 */
export function anchorOf(element: Element): Anchor {
  return { selector: cssPath(element), offsetX: 0, offsetY: 0, tag: element.localName };
}
