import { describe, expect, it } from 'vitest';
import { installGuides, snippetParts } from './install-guides.ts';

const SNIPPET = '<script src="https://cf.example.com/widget.js" data-project="pk_abc" async></script>';

describe('installGuides', () => {
  it('reads the script URL and project key back from the snippet', () => {
    expect(snippetParts(SNIPPET)).toEqual({ src: 'https://cf.example.com/widget.js', projectKey: 'pk_abc' });
  });

  it('gives five platforms, each carrying the project key and script URL', () => {
    const guides = installGuides(SNIPPET);
    expect(guides.map((g) => g.label)).toEqual(['HTML', 'React', 'Next.js', 'WordPress', 'Shopify']);
    for (const guide of guides) {
      expect(guide.code).toContain('pk_abc');
      expect(guide.code).toContain('https://cf.example.com/widget.js');
    }
    expect(guides.find((g) => g.platform === 'nextjs')?.code).toContain("import Script from 'next/script'");
  });
});
