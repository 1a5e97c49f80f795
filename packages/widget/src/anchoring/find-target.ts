import type { Anchor } from '@commentflow/shared/schemas/comment';
import { textMatches } from './text-quote.ts';

/** Finds a stored anchor's element again: by selector, then XPath, then text quote; null when gone. */
export function findTarget(anchor: Anchor): Element | null {
  return bySelector(anchor.selector) ?? byXpath(anchor.xpath) ?? byTextQuote(anchor);
}

function bySelector(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

function byXpath(xpath: string | undefined): Element | null {
  if (!xpath) return null;
  try {
    const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    return node instanceof Element ? node : null;
  } catch {
    return null;
  }
}

function byTextQuote(anchor: Anchor): Element | null {
  const exact = anchor.textQuote?.exact;
  if (!exact) return null;
  const tag = anchor.tag && /^[a-z][a-z0-9-]*$/.test(anchor.tag) ? anchor.tag : '*';
  // The deepest match is the element itself rather than one of its ancestors, which share its text.
  let found: Element | null = null;
  for (const candidate of document.body.querySelectorAll(tag)) {
    if (textMatches(candidate.textContent ?? '', exact)) found = candidate;
  }
  return found;
}
