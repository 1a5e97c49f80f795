import { describe, expect, it } from 'vitest';
import { QUOTE_MAX, quoteText, textMatches } from './text-quote.ts';

describe('quoteText', () => {
  it('collapses whitespace', () => {
    expect(quoteText('  Fresh\n   colours\tfor spring ')).toBe('Fresh colours for spring');
  });

  it('cuts long text at the quote limit', () => {
    expect(quoteText('a'.repeat(500))).toHaveLength(QUOTE_MAX);
  });

  it('has no quote for an element without text', () => {
    expect(quoteText(' \n ')).toBeNull();
  });
});

describe('textMatches', () => {
  it('matches equal text whatever its whitespace', () => {
    expect(textMatches('Buy\n  now', 'Buy now')).toBe(true);
  });

  it('matches the start of a longer text only when the quote was cut', () => {
    const long = 'word '.repeat(60);
    expect(textMatches(long, quoteText(long)!)).toBe(true);
    expect(textMatches('Buy now, pay later', 'Buy now')).toBe(false);
  });
});
