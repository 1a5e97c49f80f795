import { mentionSegments } from './mentions.ts';

/**
 * A comment body cut into what a renderer shows: plain text, mentions ("@Name") and web links.
 * Every renderer (dashboard, widget, e-mail) builds nodes from these tokens — text nodes, a span, an
 * anchor — and never parses the body as HTML, so nothing a commenter typed can become markup.
 */
export type BodyToken =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; userId: string; name: string }
  | { kind: 'link'; href: string; text: string };

/** The attributes every link out of a comment carries: a new tab, no opener, no referrer, no ranking credit. */
export const COMMENT_LINK_REL = 'noopener noreferrer nofollow';

// Only http(s) URLs written out in full become links: a bare "example.com" stays text, and no other
// scheme (javascript:, data:, mailto:) is ever linked.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The URL a piece of text links to, or null when it is not a well-formed http(s) URL. */
export function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING_PUNCTUATION, '');
  // A closing parenthesis ends the URL unless the URL opened one itself (Wikipedia-style paths).
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return url;
}

function linkTokens(text: string): BodyToken[] {
  const tokens: BodyToken[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = trimUrl(match[0]);
    const href = safeHttpUrl(raw);
    if (!href) continue;
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    tokens.push({ kind: 'link', href, text: raw });
    last = match.index + raw.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

/** The body as text, mention and link tokens, in order. */
export function bodyTokens(body: string): BodyToken[] {
  return mentionSegments(body).flatMap((segment): BodyToken[] => (segment.kind === 'mention' ? [segment] : linkTokens(segment.text)));
}
