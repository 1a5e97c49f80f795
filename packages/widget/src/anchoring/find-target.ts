import type { Anchor } from '@commentflow/shared/schemas/comment';
import { resolveAnchor, verifies, type AnchorLookups, type Candidate, type Resolved } from './resolve-anchor.ts';
import { textContext } from './text-context.ts';

/** The real DOM behind resolve-anchor's fallbacks. Our own shadow host is never a candidate. */
function domLookups(ownHost: Element | null): AnchorLookups<Element> {
  const outside = (element: Element) => !ownHost || !ownHost.contains(element);
  return {
    bySelector(selector) {
      try {
        return [...document.querySelectorAll(selector)].filter(outside);
      } catch {
        return [];
      }
    },
    byXpath(xpath) {
      try {
        const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
        return node instanceof Element && outside(node) ? node : null;
      } catch {
        return null;
      }
    },
    byTag: (tag) => [...document.body.getElementsByTagName(tag)].filter(outside),
    describe: candidateOf,
    context: textContext,
    contains: (outer, inner) => outer !== inner && outer.contains(inner),
  };
}

function candidateOf(element: Element): Candidate {
  return { tag: element.localName, text: element.textContent ?? '', attribute: (name) => element.getAttribute(name) };
}

/** Finds a stored anchor's element again, falling back through its descriptions; null when gone. */
export function findTarget(anchor: Anchor, ownHost: Element | null = null): Resolved<Element> | null {
  return resolveAnchor(anchor, domLookups(ownHost));
}

/** Whether an element found before is still the anchor's: same tag, text and identity attributes. */
export function stillMatches(element: Element, anchor: Anchor): boolean {
  return element.isConnected && verifies(candidateOf(element), anchor);
}
