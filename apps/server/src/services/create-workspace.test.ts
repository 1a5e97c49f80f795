import { describe, expect, it } from 'vitest';
import { slugify } from './create-workspace.ts';

describe('slugify', () => {
  it('turns names into host-name labels', () => {
    expect(slugify("Zoë's Café & Bar")).toBe('zoe-s-cafe-bar');
    expect(slugify('  --Acme--  ')).toBe('acme');
    expect(slugify('日本語')).toBe('workspace');
    expect(slugify('x'.repeat(100))).toHaveLength(43);
    expect(slugify(`${'a'.repeat(42)} b`)).toBe('a'.repeat(42));
  });
});
