import { describe, expect, it } from 'vitest';
import type { Anchor } from '@commentflow/shared/schemas/comment';
import { contextScore, resolveAnchor, type AnchorLookups } from './resolve-anchor.ts';
import { surroundingText } from './text-quote.ts';

interface FakeElement {
  name: string;
  tag: string;
  text: string;
  attributes?: Record<string, string>;
  parent?: FakeElement;
  prefix?: string;
  suffix?: string;
}

/** A page as the lookups see it: which element each selector and XPath finds now. */
function page(elements: FakeElement[], found: { selector?: FakeElement[]; xpath?: FakeElement | null } = {}): AnchorLookups<FakeElement> {
  return {
    bySelector: () => found.selector ?? [],
    byXpath: () => found.xpath ?? null,
    byTag: (tag) => elements.filter((element) => tag === '*' || element.tag === tag),
    describe: (element) => ({ tag: element.tag, text: element.text, attribute: (name) => element.attributes?.[name] ?? null }),
    context: (element) => ({ prefix: element.prefix ?? '', suffix: element.suffix ?? '' }),
    contains: (outer, inner) => {
      for (let current = inner.parent; current; current = current.parent) if (current === outer) return true;
      return false;
    },
  };
}

const anchor = (extra: Partial<Anchor> = {}): Anchor => ({
  selector: '#hero-copy',
  xpath: '//*[@id="hero"]/p[1]',
  tag: 'p',
  textQuote: { exact: 'Fresh colours', prefix: 'Spring collection', suffix: 'Buy now' },
  offsetX: 0.5,
  offsetY: 0.5,
  ...extra,
});

describe('resolveAnchor', () => {
  const hero: FakeElement = { name: 'hero', tag: 'p', text: 'Fresh colours', prefix: 'Spring collection', suffix: 'Buy now' };

  it('uses the selector when its element still has the quoted text', () => {
    expect(resolveAnchor(anchor(), page([hero], { selector: [hero] }))).toEqual({ element: hero, strategy: 'selector' });
  });

  it('falls back to the XPath when the selector finds nothing', () => {
    expect(resolveAnchor(anchor(), page([hero], { xpath: hero }))).toEqual({ element: hero, strategy: 'xpath' });
  });

  it('refuses a selector match whose text changed, and finds the element by its quote', () => {
    const other: FakeElement = { name: 'other', tag: 'p', text: 'Summer sale' };
    const resolved = resolveAnchor(anchor(), page([other, hero], { selector: [other], xpath: other }));
    expect(resolved).toEqual({ element: hero, strategy: 'text-quote' });
  });

  it('refuses a selector that now matches several verified elements', () => {
    const twin: FakeElement = { ...hero, name: 'twin', prefix: 'Autumn', suffix: 'Sold out' };
    expect(resolveAnchor(anchor(), page([hero, twin], { selector: [hero, twin] }))?.strategy).toBe('text-quote');
  });

  it('prefers the innermost element with the quoted text over its ancestors', () => {
    const section: FakeElement = { name: 'section', tag: 'div', text: 'Fresh colours' };
    const inner: FakeElement = { name: 'inner', tag: 'div', text: 'Fresh colours', parent: section };
    const resolved = resolveAnchor(anchor({ tag: 'div', textQuote: { exact: 'Fresh colours' } }), page([section, inner]));
    expect(resolved?.element).toBe(inner);
  });

  it('tells equal texts apart by prefix and suffix', () => {
    const first: FakeElement = { name: 'first', tag: 'button', text: 'Buy now', prefix: 'Spring coat', suffix: '$120' };
    const second: FakeElement = { name: 'second', tag: 'button', text: 'Buy now', prefix: 'Summer hat', suffix: '$30' };
    const stored = anchor({ tag: 'button', textQuote: { exact: 'Buy now', prefix: 'Summer hat', suffix: '$30' } });
    expect(resolveAnchor(stored, page([first, second]))?.element).toBe(second);
  });

  it('detaches rather than guessing between equal texts with no telling context', () => {
    const first: FakeElement = { name: 'first', tag: 'button', text: 'Buy now' };
    const second: FakeElement = { name: 'second', tag: 'button', text: 'Buy now' };
    expect(resolveAnchor(anchor({ tag: 'button', textQuote: { exact: 'Buy now' } }), page([first, second]))).toBeNull();
  });

  it('falls back to tag and identifying attributes for an element without text', () => {
    const logo: FakeElement = { name: 'logo', tag: 'img', text: '', attributes: { alt: 'Acme logo', src: '/logo.png' } };
    const other: FakeElement = { name: 'other', tag: 'img', text: '', attributes: { alt: 'Banner', src: '/banner.png' } };
    const stored = anchor({ tag: 'img', textQuote: undefined, attributes: { alt: 'Acme logo', src: '/logo.png', class: 'logo' } });
    expect(resolveAnchor(stored, page([other, logo]))).toEqual({ element: logo, strategy: 'attributes' });
  });

  it('does not match on styling classes alone', () => {
    const box: FakeElement = { name: 'box', tag: 'div', text: '', attributes: { class: 'card' } };
    const stored = anchor({ tag: 'div', textQuote: undefined, attributes: { class: 'card' } });
    expect(resolveAnchor(stored, page([box]))).toBeNull();
  });

  it('detaches when the element is gone', () => {
    expect(resolveAnchor(anchor(), page([{ name: 'x', tag: 'p', text: 'Unrelated' }]))).toBeNull();
  });

  it('refuses a candidate of another tag even with the same text', () => {
    const span: FakeElement = { name: 'span', tag: 'span', text: 'Fresh colours' };
    expect(resolveAnchor(anchor(), page([span], { selector: [span] }))).toBeNull();
  });
});

describe('text context', () => {
  it('cuts the words around the quote', () => {
    expect(surroundingText('Spring collection Fresh colours Buy now', 'Fresh colours')).toEqual({
      prefix: 'Spring collection ',
      suffix: ' Buy now',
    });
  });

  it('scores prefix and suffix fits', () => {
    expect(contextScore({ prefix: 'a Summer hat', suffix: '$30 today' }, { prefix: 'Summer hat', suffix: '$30' })).toBe(2);
    expect(contextScore({ prefix: 'Spring', suffix: '$30' }, { prefix: 'Summer', suffix: '$30' })).toBe(1);
    expect(contextScore({ prefix: '', suffix: '' }, {})).toBe(0);
  });
});
