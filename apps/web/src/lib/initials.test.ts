import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace  brewster murray hopper ')).toBe('GH');
    expect(initials('plato')).toBe('P');
    expect(initials('')).toBe('?');
    expect(initials('émile zola')).toBe('ÉZ');
  });
});
