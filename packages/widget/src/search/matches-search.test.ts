import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search.ts';

const comment = (body: string, displayName = 'Zoë Client') => ({
  body,
  author: { id: null, displayName, photoURL: null, isGuest: true },
});

describe('matchesSearch', () => {
  it('matches every word of the query in the text or the author, whatever the case or accents', () => {
    expect(matchesSearch(comment('The Price line wraps on tablets'), 'price TABLETS')).toBe(true);
    expect(matchesSearch(comment('Logo is blurry'), 'zoe logo')).toBe(true);
    expect(matchesSearch(comment('Logo is blurry'), 'logo sharp')).toBe(false);
  });

  it('lets everything through for an empty query', () => {
    expect(matchesSearch(comment('anything'), '   ')).toBe(true);
  });
});
