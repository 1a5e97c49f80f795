import { describe, expect, it } from 'vitest';
import { ARIA_RULES, healthScore, pagePattern, passesThreshold, workspaceVariantOf } from './aria-catalogue.ts';

describe('ARIA catalogue', () => {
  it('groups pages by pattern: no query or fragment, id-like segments as :id', () => {
    expect(pagePattern('https://shop.example/orders/1234?utm=x#top')).toBe('https://shop.example/orders/:id');
    expect(pagePattern('https://shop.example/p/3f2b8c1e-9a7d-4c2b-8e1f-0a9b8c7d6e5f/edit')).toBe('https://shop.example/p/:id/edit');
    expect(pagePattern('https://shop.example/blog/hello-world/')).toBe('https://shop.example/blog/hello-world');
    expect(pagePattern('https://shop.example')).toBe('https://shop.example/');
  });

  it('files only critical findings under the critical threshold', () => {
    expect(passesThreshold('serious', 'all')).toBe(true);
    expect(passesThreshold('serious', 'critical')).toBe(false);
    expect(passesThreshold('critical', 'critical')).toBe(true);
  });

  it('scores a page from its open findings, never below 0', () => {
    expect(healthScore({})).toBe(100);
    expect(healthScore({ critical: 1, minor: 2 })).toBe(73);
    expect(healthScore({ critical: 9 })).toBe(0);
  });

  it('maps a product chosen on the public site to a workspace variant, and nothing else', () => {
    expect(workspaceVariantOf('ecomflow')).toBe('ecomflow');
    expect(workspaceVariantOf('checkoutguard')).toBeUndefined();
    expect(workspaceVariantOf(null)).toBeUndefined();
  });

  it('gives every rule a title and a fix hint short enough for the API', () => {
    for (const facts of Object.values(ARIA_RULES)) {
      expect(facts.title.length).toBeLessThanOrEqual(200);
      expect(facts.fixHint.length).toBeLessThanOrEqual(500);
    }
  });
});
