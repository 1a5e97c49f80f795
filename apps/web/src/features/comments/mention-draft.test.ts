import { describe, expect, it } from 'vitest';
import { extractMentions } from '@commentflow/shared';
import { insertMention, mentionQueryAt, withMentionTokens } from './mention-draft.ts';

const ANN = '0b7c9a52-3f7e-4d0c-9a51-1c2d3e4f5a6b';
const ANNLEE = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

describe('mention drafts', () => {
  it('finds the @word before the caret, not inside e-mail addresses', () => {
    expect(mentionQueryAt('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail ann@x.io', 13)).toBeNull();
    expect(mentionQueryAt('hi @an there', 12)).toBeNull();
  });

  it('inserts the chosen name and moves the caret after it', () => {
    expect(insertMention('hi @an!', 3, 6, 'Ann Lee')).toEqual({ text: 'hi @Ann Lee !', caret: 12 });
  });

  it('turns inserted names into tokens, the longer name first', () => {
    const body = withMentionTokens('@Ann Lee and @Ann, see', [
      { userId: ANN, name: 'Ann' },
      { userId: ANNLEE, name: 'Ann Lee' },
    ]);
    expect(extractMentions(body)).toEqual([ANNLEE, ANN]);
    expect(withMentionTokens('no names left', [{ userId: ANN, name: 'Ann' }])).toBe('no names left');
  });
});
