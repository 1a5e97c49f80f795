import type { Anchor } from '@commentflow/shared/schemas/comment';
import { textMatches } from './text-quote.ts';

/** What verification needs to know about a candidate element; plain data so it runs without a DOM. */
export interface Candidate {
  tag: string;
  text: string;
  attribute(name: string): string | null;
}

/** The DOM queries the fallbacks run, one per stored description; find-target.ts gives the real ones. */
export interface AnchorLookups<T> {
  bySelector(selector: string): T[];
  byXpath(xpath: string): T | null;
  byTag(tag: string): T[];
  describe(element: T): Candidate;
  /** The text just before and after the element, to tell apart elements with the same text. */
  context(element: T): { prefix: string; suffix: string };
  /** Whether `outer` contains `inner` (and is not it): an ancestor shares its descendant's text. */
  contains(outer: T, inner: T): boolean;
}

export type AnchorStrategy = 'selector' | 'xpath' | 'text-quote' | 'attributes';

export interface Resolved<T> {
  element: T;
  strategy: AnchorStrategy;
}

// Attributes that name an element rather than style it; a candidate that differs in one is another element.
const IDENTITY_ATTRIBUTES = ['id', 'name', 'data-testid', 'src', 'alt', 'aria-label', 'href', 'type', 'role'];

/**
 * Finds a stored anchor's element: selector, then XPath, then text quote, then tag and attributes.
 * Every candidate is verified against what was stored (tag, text, identity attributes), and a
 * description that fits several elements equally is not trusted: null (detached) beats a wrong place.
 */
export function resolveAnchor<T>(anchor: Anchor, lookups: AnchorLookups<T>): Resolved<T> | null {
  const verified = (element: T | null | undefined) => !!element && verifies(lookups.describe(element), anchor);

  const bySelector = lookups.bySelector(anchor.selector).filter(verified);
  if (bySelector.length === 1) return { element: bySelector[0]!, strategy: 'selector' };

  const byXpath = anchor.xpath ? lookups.byXpath(anchor.xpath) : null;
  if (byXpath && verified(byXpath)) return { element: byXpath, strategy: 'xpath' };

  const byQuote = findByQuote(anchor, lookups);
  if (byQuote) return { element: byQuote, strategy: 'text-quote' };

  const byAttributes = findByAttributes(anchor, lookups);
  return byAttributes ? { element: byAttributes, strategy: 'attributes' } : null;
}

/** Whether a candidate is still the element the anchor described. */
export function verifies(candidate: Candidate, anchor: Anchor): boolean {
  if (anchor.tag && candidate.tag !== anchor.tag) return false;
  if (anchor.textQuote && !textMatches(candidate.text, anchor.textQuote.exact)) return false;
  for (const name of IDENTITY_ATTRIBUTES) {
    const stored = anchor.attributes?.[name];
    if (stored !== undefined && candidate.attribute(name)?.slice(0, 500) !== stored) return false;
  }
  return true;
}

function findByQuote<T>(anchor: Anchor, lookups: AnchorLookups<T>): T | null {
  const quote = anchor.textQuote;
  if (!quote) return null;
  const matching = candidatesOf(anchor, lookups).filter((element) => verifies(lookups.describe(element), anchor));
  // The innermost match is the element itself rather than an ancestor with the same text.
  const innermost = matching.filter((outer) => !matching.some((inner) => inner !== outer && lookups.contains(outer, inner)));
  if (innermost.length <= 1) return innermost[0] ?? null;
  const scored = innermost.map((element) => ({ element, score: contextScore(lookups.context(element), quote) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const winners = scored.filter((entry) => entry.score === best);
  return best > 0 && winners.length === 1 ? winners[0]!.element : null;
}

function findByAttributes<T>(anchor: Anchor, lookups: AnchorLookups<T>): T | null {
  const identifying = IDENTITY_ATTRIBUTES.filter((name) => anchor.attributes?.[name] !== undefined);
  if (!anchor.tag || identifying.length === 0) return null;
  const matching = candidatesOf(anchor, lookups).filter((element) => verifies(lookups.describe(element), anchor));
  return matching.length === 1 ? matching[0]! : null;
}

function candidatesOf<T>(anchor: Anchor, lookups: AnchorLookups<T>): T[] {
  return lookups.byTag(anchor.tag && /^[a-z][a-z0-9-]*$/.test(anchor.tag) ? anchor.tag : '*');
}

/** How well the text around a candidate fits the stored prefix and suffix: 0 (not at all) to 2. */
export function contextScore(
  context: { prefix: string; suffix: string },
  quote: { prefix?: string | undefined; suffix?: string | undefined },
): number {
  let score = 0;
  if (quote.prefix && context.prefix.endsWith(quote.prefix)) score++;
  if (quote.suffix && context.suffix.startsWith(quote.suffix)) score++;
  return score;
}
