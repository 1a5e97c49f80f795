import { describe, expect, it } from 'vitest';
import { findPublicPage, PUBLIC_PAGES, SHELL_PAGES } from './public-pages.ts';

// docs/product/screens.md: the main public routes, product pages and landings; the shells' own routes.
const SPEC_MAIN_PAGES = [
  '/',
  '/landing',
  '/landing-original',
  '/old-landing',
  '/enterprise',
  '/new-landing',
  '/landing-v2',
  '/demo',
  '/devflow-demo',
  '/demo/customer',
  '/demo/notifications',
  '/demo/animation-test',
  '/demo/byok',
  '/demo/async-notifications',
  '/terms-and-conditions',
  '/privacy',
  '/cookies',
  '/premium',
  '/alternative',
  '/widget-test',
  '/widget-embed',
  '/docs',
  '/docs/api',
  '/roadmap',
  '/integrations',
  '/changelog',
  '/products/classic-flow',
  '/products/agency-flow',
  '/products/dev-flow',
  '/products/checkout-guard',
  '/products/ecom-flow',
  '/products/builders-flow',
  '/products/saas-flow',
  '/login',
  '/signup',
  '/forgot-password',
];
// The docs' own pages under /docs (docs/product/screens.md "Docs shell" has them at its root).
const DOCS_SUBPAGES = [
  '/docs/getting-started',
  '/docs/installation',
  '/docs/widget-customization',
  '/docs/integrations',
  '/docs/api-keys',
  '/docs/webhooks',
  '/docs/mcp',
];

describe('public pages', () => {
  it('cover every main public route of docs/product/screens.md, once each', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect([...paths].sort()).toEqual([...SPEC_MAIN_PAGES, ...DOCS_SUBPAGES].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("cover each shell's routes", () => {
    expect(SHELL_PAGES.demo.map((p) => p.path)).toEqual(['/', '/widget', '/customer', '/notifications', '/animation-test']);
    expect(SHELL_PAGES.roadmap.map((p) => p.path)).toEqual(['/', '/changelog']);
    expect(SHELL_PAGES.docs.map((p) => p.path)).toEqual([
      '/',
      '/api-reference',
      '/getting-started',
      '/installation',
      '/widget-customization',
      '/integrations',
      '/api-keys',
      '/webhooks',
      '/mcp',
    ]);
  });

  it('give every page a title and a description that fits a search result', () => {
    for (const page of [...PUBLIC_PAGES, ...Object.values(SHELL_PAGES).flat()]) {
      expect(page.title, page.path).toContain('CommentFlow');
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(40);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('find a page by path, ignoring a trailing slash, per shell', () => {
    expect(findPublicPage('/premium/')?.title).toBe('Plans and pricing | CommentFlow');
    expect(findPublicPage('/webhooks')).toBeNull();
    expect(findPublicPage('/webhooks', 'docs')?.title).toBe('Webhooks | CommentFlow');
    expect(findPublicPage('/')?.path).toBe('/');
    expect(findPublicPage('/nowhere')).toBeNull();
  });
});
