/**
 * Mentions are stored inside a comment body as `@[Display Name](user-id)`: readable as plain text
 * wherever the body is shown raw (e-mails, exports), and carrying the id so renaming a member does
 * not break who was mentioned. Renderers turn the token into "@Display Name" as text, never as HTML.
 */
export const MENTION = /@\[([^\]\n]{1,100})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;

export type BodySegment = { kind: 'text'; text: string } | { kind: 'mention'; userId: string; name: string };

/** The token that mentions a member; brackets and parentheses in the name would end it early. */
export function mentionToken(userId: string, displayName: string): string {
  const name =
    displayName
      .replace(/[[\]()\n]/g, ' ')
      .trim()
      .slice(0, 100) || 'member';
  return `@[${name}](${userId})`;
}

/** The distinct user ids mentioned in a body, in order of first appearance. */
export function extractMentions(body: string): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(MENTION)) ids.add(match[2]!.toLowerCase());
  return [...ids];
}

/** The body cut into plain text and mentions, for a renderer that shows each safely. */
export function mentionSegments(body: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION)) {
    if (match.index > last) segments.push({ kind: 'text', text: body.slice(last, match.index) });
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]!.toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}

/** The body as people read it: each mention token becomes "@Name". */
export function mentionsAsText(body: string): string {
  return mentionSegments(body)
    .map((segment) => (segment.kind === 'text' ? segment.text : `@${segment.name}`))
    .join('');
}
