import { normalizeText, surroundingText } from './text-quote.ts';

const MAX_LEVELS = 4;

/**
 * The text just before and after an element: found in the nearest ancestor (up to a few levels) whose
 * text is longer than the element's own, so an only child still gets its neighbours' words.
 */
export function textContext(element: Element): { prefix: string; suffix: string } {
  const own = normalizeText(element.textContent ?? '');
  let ancestor = element.parentElement;
  for (let level = 0; ancestor && level < MAX_LEVELS; level++, ancestor = ancestor.parentElement) {
    const surrounding = normalizeText(ancestor.textContent ?? '');
    if (surrounding.length > own.length) return surroundingText(surrounding, own);
  }
  return { prefix: '', suffix: '' };
}
