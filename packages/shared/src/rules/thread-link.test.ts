import { describe, expect, it } from 'vitest';
import { linkedHandoffCode, linkedThreadId, threadLink } from './thread-link.ts';

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

  it("carry the dashboard's one-use sign-in code after the thread, read back apart from it", () => {
    const code = 'A'.repeat(40) + '_-9';
    const link = threadLink('https://a.test/p?x=1', id, code);
    expect(link).toBe(`https://a.test/p?x=1#commentflow=${id}&handoff=${code}`);
    const { hash } = new URL(link);
    expect(linkedThreadId(hash)).toBe(id);
    expect(linkedHandoffCode(hash)).toBe(code);
    expect(linkedHandoffCode(new URL(threadLink('https://a.test/p', id)).hash)).toBeNull();
    expect(linkedHandoffCode(`#commentflow=${id}&handoff=short`)).toBeNull();
  });
});
