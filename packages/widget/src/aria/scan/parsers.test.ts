import { describe, expect, it } from 'vitest';
import { numberIn } from './data-integrity.ts';
import { jsonLdProblem } from './seo.ts';

describe('full scan parsers', () => {
  it('reads the number a cell shows, in either decimal convention', () => {
    expect(numberIn('$1,234.50')).toBe(1234.5);
    expect(numberIn('1 234,50 €')).toBe(1234.5);
    expect(numberIn('-12')).toBe(-12);
    expect(numberIn('1.234.567')).toBe(1234567);
    expect(numberIn('n/a')).toBeNull();
  });

  it('says what is wrong with a JSON-LD block', () => {
    expect(jsonLdProblem('{"@context": "https://schema.org", "@type": "Product"}')).toBeNull();
    expect(jsonLdProblem('[{"@context": "https://schema.org", "@graph": []}]')).toBeNull();
    expect(jsonLdProblem('{"name": }')).toMatch(/^Does not parse/);
    expect(jsonLdProblem('{"@type": "Product"}')).toBe('An item has no @context');
    expect(jsonLdProblem('{"@context": "https://schema.org"}')).toBe('An item has no @type');
  });
});
