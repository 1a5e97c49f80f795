import { MENTION } from './mentions.ts';

/**
 * A comment body cut into what a renderer shows: plain text, mentions ("@Name") and web links.
 * Every renderer (dashboard, widget, e-mail) builds nodes from these tokens — text nodes, a span, an
 * anchor — and never parses the body as HTML, so nothing a commenter typed can become markup.
 */
export type BodyToken =
  { kind: 'text'; text: string } | { kind: 'mention'; userId: string; name: string } | { kind: 'link'; href: string; text: string };

/** The attributes every link out of a comment carries: a new tab, no opener, no referrer, no ranking credit. */
export const COMMENT_LINK_REL = 'noopener noreferrer nofollow';

// A mention token, or an http(s) URL written out in full: a bare "example.com" stays text, and no
// other scheme (javascript:, data:, mailto:) is ever linked. The URL stops at spaces, quotes and
// angle brackets, so it can only be an attribute value, never more markup.
const TOKEN = new RegExp(`${MENTION.source}|https?://[^\\s<>"'\`]+`, 'gi');
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

function trimUrl(raw: string): string {
  const url = raw.replace(TRAILING_PUNCTUATION, '');
  // A closing parenthesis ends the URL unless the URL opened one itself (Wikipedia-style paths).
  return url.endsWith(')') && !url.includes('(') ? url.slice(0, -1).replace(TRAILING_PUNCTUATION, '') : url;
}

/** The body as text, mention and link tokens, in order. */
export function bodyTokens(body: string): BodyToken[] {
  const tokens: BodyToken[] = [];
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    const text = match[1] ? match[0] : trimUrl(match[0]);
    if (match.index > last) tokens.push({ kind: 'text', text: body.slice(last, match.index) });
    tokens.push(match[1] ? { kind: 'mention', name: match[1], userId: match[2]!.toLowerCase() } : { kind: 'link', href: text, text });
    last = match.index + text.length;
  }
  if (last < body.length) tokens.push({ kind: 'text', text: body.slice(last) });
  return tokens;
}

/** The body as people read it in plain text: mentions as "@Name", URLs as written. */
export function bodyText(body: string): string {
  return bodyTokens(body)
    .map((token) => (token.kind === 'mention' ? `@${token.name}` : token.text))
    .join('');
}
