import { COMMENT_BODY_MAX, COMMENT_COUNTER_FROM } from '../constants.ts';

// A comment's length against its limit, counted as the server counts it (CommentBody trims first):
// one rule for every composer, so a counter never says "3 left" about text the server refuses.
export interface CommentLength {
  /** Characters left before the limit; negative when over it. */
  left: number;
  /** Near the limit (or over it): the composer shows the count, before the limit is reached. */
  counted: boolean;
}

export function commentLength(text: string): CommentLength {
  const length = text.trim().length;
  return { left: COMMENT_BODY_MAX - length, counted: length >= COMMENT_COUNTER_FROM };
}
