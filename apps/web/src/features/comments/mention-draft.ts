import { mentionToken } from '@commentflow/shared';

export interface PickedMention {
  userId: string;
  name: string;
}

/** The `@word` being typed just before the caret, if any: what the member picker filters by. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The draft with `@query` at `start` replaced by "@Name ", and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/**
 * The body to send: each "@Name" the picker inserted becomes its mention token. Longer names go
 * first, so "@Ann Lee" is not taken for "@Ann". A name the writer edited away is simply plain text.
 */
export function withMentionTokens(text: string, picked: readonly PickedMention[]): string {
  const byLength = [...picked].sort((a, b) => b.name.length - a.name.length);
  let result = text;
  for (const mention of byLength) result = result.split(`@${mention.name}`).join(mentionToken(mention.userId, mention.name));
  return result;
}
