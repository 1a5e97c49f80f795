import { finder } from '@medv/finder';
import type { Anchor } from '@commentflow/shared/schemas/comment';
import { acceptAttribute, acceptClass, acceptId } from './selector-filters.ts';
import { offsetFraction } from './offset-fraction.ts';
import { textContext } from './text-context.ts';
import { quoteText } from './text-quote.ts';
import { xpathOf } from './xpath.ts';

const KEPT_ATTRIBUTES = ['id', 'class', 'name', 'role', 'aria-label', 'href', 'src', 'alt', 'type', 'title', 'data-testid'];
const MAX_ATTRIBUTES = 8;

/** Several descriptions of the clicked element, so find-target can fall back when the page changes. */
export function describeTarget(element: Element, clientX: number, clientY: number): Anchor {
  const rect = element.getBoundingClientRect();
  const anchor: Anchor = {
    selector: selectorOf(element),
    tag: element.localName.slice(0, 64),
    ...offsetFraction(rect, clientX, clientY),
    scrollX: Math.round(window.scrollX),
    scrollY: Math.round(window.scrollY),
    devicePixelRatio: Math.min(16, window.devicePixelRatio || 1),
  };
  const xpath = xpathOf(element);
  if (xpath.length <= 2000) anchor.xpath = xpath;
  const exact = quoteText(element.textContent ?? '');
  if (exact) anchor.textQuote = { exact, ...contextOf(element) };
  const attributes = attributesOf(element);
  if (Object.keys(attributes).length > 0) anchor.attributes = attributes;
  return anchor;
}

function selectorOf(element: Element): string {
  if (element === document.documentElement) return 'html';
  if (element === document.body) return 'body';
  try {
    const selector = finder(element, {
      idName: acceptId,
      className: acceptClass,
      attr: acceptAttribute,
      timeoutMs: 300,
    });
    if (selector.length <= 2000) return selector;
  } catch {
    // finder gives up on huge or odd documents; the positional path below always works.
  }
  return positionalSelector(element);
}

function positionalSelector(element: Element): string {
  const parts: string[] = [];
  for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
    let index = 1;
    for (let sibling = current.previousElementSibling; sibling; sibling = sibling.previousElementSibling) index++;
    parts.unshift(`${CSS.escape(current.localName)}:nth-child(${index})`);
  }
  return ['body', ...parts].join(' > ').slice(0, 2000);
}

function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const name of KEPT_ATTRIBUTES) {
    if (Object.keys(attributes).length >= MAX_ATTRIBUTES) break;
    const value = element.getAttribute(name);
    if (value) attributes[name] = value.slice(0, 500);
  }
  return attributes;
}

/** Prefix and suffix go into the anchor only when there is text around the element. */
function contextOf(element: Element): { prefix?: string; suffix?: string } {
  const { prefix, suffix } = textContext(element);
  return { ...(prefix && { prefix }), ...(suffix && { suffix }) };
}
