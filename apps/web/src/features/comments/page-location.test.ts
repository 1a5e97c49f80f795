import { describe, expect, it } from 'vitest';
import { openOnPageUrl } from './page-location.ts';

describe('openOnPageUrl', () => {
  it('puts the thread in the fragment, replacing any fragment the page had', () => {
    expect(openOnPageUrl('https://a.test/p?x=1', 'c1')).toBe('https://a.test/p?x=1#cf-comment=c1');
    expect(openOnPageUrl('https://a.test/p#top', 'c1')).toBe('https://a.test/p#cf-comment=c1');
  });
});
