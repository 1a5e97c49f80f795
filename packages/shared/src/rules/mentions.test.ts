import { describe, expect, it } from 'vitest';
import { extractMentions, mentionSegments, mentionsAsText, mentionToken } from './mentions.ts';

const ana = '0b7c9a52-3f7e-4d0c-9a51-1c2d3e4f5a6b';
const bo = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

describe('mentions', () => {
  it('extracts each mentioned id once, in order', () => {
    const body = `${mentionToken(bo, 'Bo')} and ${mentionToken(ana, 'Ana Lima')} again ${mentionToken(bo, 'Bo')}`;
    expect(extractMentions(body)).toEqual([bo, ana]);
  });

  it('ignores look-alikes that are not tokens', () => {
    expect(extractMentions('mail @ana or @[Ana](not-an-id) or [Ana](0b7c9a52)')).toEqual([]);
  });

  it('keeps a token intact when the name holds brackets', () => {
    const token = mentionToken(ana, 'Ana [QA] (lead)');
    expect(extractMentions(`hi ${token}`)).toEqual([ana]);
    expect(mentionsAsText(`hi ${token}`)).toBe('hi @Ana  QA   lead');
  });

  it('cuts a body into text and mentions, markup left as text', () => {
    const body = `<b>x</b> ${mentionToken(ana, 'Ana')}!`;
    expect(mentionSegments(body)).toEqual([
      { kind: 'text', text: '<b>x</b> ' },
      { kind: 'mention', userId: ana, name: 'Ana' },
      { kind: 'text', text: '!' },
    ]);
  });
});
