import { describe, expect, it } from 'vitest';
import { bodyText, bodyTokens } from './body-tokens.ts';
import { mentionToken } from './mentions.ts';

const ana = '0b7c9a52-3f7e-4d0c-9a51-1c2d3e4f5a6b';

describe('bodyTokens', () => {
  it('turns http(s) URLs into links and leaves the sentence around them as text', () => {
    expect(bodyTokens('See https://example.com/a?b=1, then http://x.test/(c).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', href: 'http://x.test/(c)', text: 'http://x.test/(c)' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a closing parenthesis outside the link when the sentence opened it', () => {
    expect(bodyTokens('(docs: https://example.com/docs)')).toEqual([
      { kind: 'text', text: '(docs: ' },
      { kind: 'link', href: 'https://example.com/docs', text: 'https://example.com/docs' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links another scheme or a bare host', () => {
    for (const body of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.c', 'example.com', 'ftp://x.test/']) {
      expect(bodyTokens(body)).toEqual([{ kind: 'text', text: body }]);
    }
  });

  it('reads as plain text with mentions as names', () => {
    expect(bodyText(`${mentionToken(ana, 'Ana')} see https://e.test.`)).toBe('@Ana see https://e.test.');
  });

  it('keeps mentions and links apart, markup left as text', () => {
    expect(bodyTokens(`<a href="x">${mentionToken(ana, 'Ana')}</a> https://e.test`)).toEqual([
      { kind: 'text', text: '<a href="x">' },
      { kind: 'mention', userId: ana, name: 'Ana' },
      { kind: 'text', text: '</a> ' },
      { kind: 'link', href: 'https://e.test', text: 'https://e.test' },
    ]);
  });
});
