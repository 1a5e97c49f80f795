import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_IDENTITY, normalizePageUrl } from './page-identity.ts';

const rule = DEFAULT_PAGE_IDENTITY;

describe('normalizePageUrl', () => {
  it('names the home page the same with tracking parameters, a default document or a fragment', () => {
    for (const href of [
      'https://acme.com/',
      'https://acme.com',
      'https://acme.com/?utm_source=newsletter&utm_medium=email',
      'https://acme.com/index.html',
      'https://acme.com/index.html?gclid=abc#pricing',
      'https://acme.com/?fbclid=x&mc_cid=y',
      'https://ACME.com/#commentflow=0b7c9a52-3f7e-4d0c-9a51-1c2d3e4f5a6b',
    ]) {
      expect(normalizePageUrl(href, rule), href).toBe('https://acme.com/');
    }
  });

  it('keeps parameters that pick the content, sorted, and drops trailing slashes', () => {
    expect(normalizePageUrl('https://acme.com/shop/?page=2&q=shoes&utm_campaign=x', rule)).toBe('https://acme.com/shop?page=2&q=shoes');
    expect(normalizePageUrl('https://acme.com/shop?q=shoes&page=2', rule)).toBe('https://acme.com/shop?page=2&q=shoes');
    expect(normalizePageUrl('https://acme.com/docs/index.php', rule)).toBe('https://acme.com/docs');
  });

  it('follows the project rule: more ignored parameters, the whole query ignored, hash routes kept', () => {
    expect(normalizePageUrl('https://acme.com/p?Session=1&id=4', { ...rule, ignoredParams: ['session'] })).toBe('https://acme.com/p?id=4');
    expect(normalizePageUrl('https://acme.com/p?id=4', { ...rule, ignoreQuery: true })).toBe('https://acme.com/p');
    const spa = { ...rule, hashRoutes: true };
    expect(normalizePageUrl('https://acme.com/#/cart/', spa)).toBe('https://acme.com/#/cart');
    expect(normalizePageUrl('https://acme.com/#!/cart', spa)).toBe('https://acme.com/#!/cart');
    expect(normalizePageUrl('https://acme.com/#pricing', spa)).toBe('https://acme.com/');
    expect(normalizePageUrl('https://acme.com/#/cart', rule)).toBe('https://acme.com/');
  });

  it('is idempotent and leaves a non-URL alone', () => {
    const once = normalizePageUrl('https://acme.com/a/index.htm?b=2&a=1&utm_x=1', rule);
    expect(normalizePageUrl(once, rule)).toBe(once);
    expect(normalizePageUrl('not a url', rule)).toBe('not a url');
  });
});
