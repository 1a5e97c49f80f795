import { describe, expect, it } from 'vitest';
import { BRAND } from '../brand.ts';
import { DEFAULT_PRODUCT, PRODUCTS, PRODUCT_PARAM_VALUES, findProduct, parseProductParam, productName } from './products.ts';
import { findPublicPage } from './public-pages.ts';

describe('the product parameter (docs/product/overview.md)', () => {
  it('accepts the five variant values, in any case', () => {
    expect(PRODUCT_PARAM_VALUES).toEqual(['devflow', 'ecomflow', 'agencyflow', 'commentflow', 'classicflow']);
    expect(parseProductParam('agencyflow')).toBe('agencyflow');
    expect(parseProductParam(' EcomFlow ')).toBe('ecomflow');
  });

  it('ignores anything else', () => {
    expect(parseProductParam(null)).toBeNull();
    expect(parseProductParam('')).toBeNull();
    expect(parseProductParam('saasflow')).toBeNull();
    expect(parseProductParam('devflow<script>')).toBeNull();
  });

  it('defaults to DevFlow', () => {
    expect(DEFAULT_PRODUCT).toBe('devflow');
    expect(productName(findProduct(DEFAULT_PRODUCT))).toBe('DevFlow');
  });
});

describe('the product table', () => {
  it('has the seven product pages of docs/product/screens.md, each with a title and description', () => {
    const paths = PRODUCTS.flatMap((product) => (product.path ? [product.path] : []));
    expect(paths.sort()).toEqual(
      ['classic-flow', 'agency-flow', 'dev-flow', 'checkout-guard', 'ecom-flow', 'builders-flow', 'saas-flow']
        .map((slug) => `/products/${slug}`)
        .sort(),
    );
    for (const path of paths) expect(findPublicPage(path), path).not.toBeNull();
  });

  it('gives every variant a tier and features, and the brand name when it has none of its own', () => {
    for (const product of PRODUCTS) {
      expect(['professional', 'free']).toContain(product.tier);
      expect(product.features.length).toBeGreaterThanOrEqual(4);
    }
    expect(productName(findProduct('commentflow'))).toBe(BRAND.name);
  });
});
