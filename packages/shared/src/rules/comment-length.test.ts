import { describe, expect, it } from 'vitest';
import { COMMENT_BODY_MAX, COMMENT_COUNTER_FROM } from '../constants.ts';
import { CommentBody } from '../schemas/comment.ts';
import { commentLength } from './comment-length.ts';

describe('a comment length', () => {
  it('is counted from COMMENT_COUNTER_FROM on, before the limit is reached', () => {
    expect(commentLength('a'.repeat(COMMENT_COUNTER_FROM - 1))).toEqual({
      left: COMMENT_BODY_MAX - COMMENT_COUNTER_FROM + 1,
      counted: false,
    });
    expect(commentLength('a'.repeat(COMMENT_COUNTER_FROM))).toEqual({ left: COMMENT_BODY_MAX - COMMENT_COUNTER_FROM, counted: true });
  });

  it('goes negative over the limit, exactly where the schema refuses the text', () => {
    for (const text of ['a'.repeat(COMMENT_BODY_MAX), ` ${'a'.repeat(COMMENT_BODY_MAX)}\n`, 'a'.repeat(COMMENT_BODY_MAX + 1)]) {
      expect(commentLength(text).left >= 0, JSON.stringify(text.length)).toBe(CommentBody.safeParse(text).success);
    }
    expect(commentLength('a'.repeat(COMMENT_BODY_MAX + 3)).left).toBe(-3);
  });
});
