import { describe, expect, it } from 'vitest';
import { linkedThreadId, threadLink } from './thread-link.ts';

const id = '3f2b6f1e-9c1d-4e5a-8b7c-1234567890ab';

describe('thread links', () => {
  it("replace the page's own fragment and keep its query", () => {
    expect(threadLink('https://a.test/p?x=1', id)).toBe(`https://a.test/p?x=1#commentflow=${id}`);
    expect(threadLink('https://a.test/p#top', id)).toBe(`https://a.test/p#commentflow=${id}`);
  });

  it('are read back, and anything else in the fragment is not a thread', () => {
    expect(linkedThreadId(new URL(threadLink('https://a.test/p', id)).hash)).toBe(id);
    expect(linkedThreadId('#top')).toBeNull();
    expect(linkedThreadId('#commentflow=<script>')).toBeNull();
  });
});
