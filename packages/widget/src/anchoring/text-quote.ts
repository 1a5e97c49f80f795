/** Text quotes are stored exact up to this many characters (longer text is cut there). */
export const QUOTE_MAX = 120;

export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The quote stored for an element's text, or null for an element with no text. */
export function quoteText(text: string): string | null {
  const normalized = normalizeText(text);
  return normalized ? normalized.slice(0, QUOTE_MAX) : null;
}

/** Whether an element's text is the one quoted: equal, or starting with it when the quote was cut. */
export function textMatches(candidateText: string, exact: string): boolean {
  const normalized = normalizeText(candidateText);
  if (normalized === exact) return true;
  return exact.length === QUOTE_MAX && normalized.startsWith(exact);
}

/** Prefixes and suffixes are this long: enough to tell apart two buttons both reading "Buy now". */
export const CONTEXT_MAX = 32;

/** The text around `own` inside `surrounding` (both normalized), cut to CONTEXT_MAX each side. */
export function surroundingText(surrounding: string, own: string): { prefix: string; suffix: string } {
  const at = own ? surrounding.indexOf(own) : -1;
  if (at === -1) return { prefix: '', suffix: '' };
  return {
    prefix: surrounding.slice(Math.max(0, at - CONTEXT_MAX), at).trimStart(),
    suffix: surrounding.slice(at + own.length, at + own.length + CONTEXT_MAX).trimEnd(),
  };
}
