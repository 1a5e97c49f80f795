import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptClass, acceptId, looksGenerated } from './selector-filters.ts';

describe('looksGenerated', () => {
  it.each(['hero-copy', 'site-title', 'buy', 'newsletterEmail', 'nav_main'])('keeps authored name %s', (name) => {
    expect(looksGenerated(name)).toBe(false);
  });

  it.each([':r1:', 'ember1234', 'react-select-3-input', 'radix-:R1:', 'css-1x2y3z', 'sc-bdVaJa', 'a1b2c3d4', 'item-20240101', 'mui-123'])(
    'rejects generated name %s',
    (name) => {
      expect(looksGenerated(name)).toBe(true);
    },
  );
});

describe('finder filters', () => {
  it('prefers authored ids', () => {
    expect(acceptId('hero-copy')).toBe(true);
    expect(acceptId('headlessui-menu-button-1')).toBe(false);
  });

  it('skips state classes', () => {
    expect(acceptClass('card')).toBe(true);
    expect(acceptClass('is-active')).toBe(false);
  });

  it('accepts test ids, data-id records and data-cf- attributes, nothing else', () => {
    expect(acceptAttribute('data-testid', 'hero')).toBe(true);
    expect(acceptAttribute('data-id', '48213')).toBe(true);
    expect(acceptAttribute('data-cf-anchor', 'price')).toBe(true);
    expect(acceptAttribute('data-reactid', 'hero')).toBe(false);
    expect(acceptAttribute('style', 'color: red')).toBe(false);
    expect(acceptAttribute('data-testid', '')).toBe(false);
  });
});
