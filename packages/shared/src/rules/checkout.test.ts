import { describe, expect, it } from 'vitest';
import { checkoutHref, isPlaceholderVariant, nextTier } from './checkout.ts';

describe('checkout (docs/product/states.md, validation.md, api.md)', () => {
  it('climbs tier1 -> tier2 -> tier3, the last offering no next', () => {
    expect(nextTier('tier1')).toBe('tier2');
    expect(nextTier('tier2')).toBe('tier3');
    expect(nextTier('tier3')).toBeNull();
  });

  it('treats an unset or placeholder variant as not configured', () => {
    expect(isPlaceholderVariant(undefined)).toBe(true);
    expect(isPlaceholderVariant('')).toBe(true);
    expect(isPlaceholderVariant('placeholder')).toBe(true);
    expect(isPlaceholderVariant('123456')).toBe(false);
  });

  it('builds the hosted page link with the spec query parameters, and none for a placeholder', () => {
    const link = {
      checkoutUrl: 'https://shop.example.com/checkout/buy/',
      variantId: '42',
      email: 'ann@example.com',
      userId: 'u1',
      workspaceId: 'w1',
      data: { tier: 'tier1' },
      successUrl: 'https://app.example.com/app/billing?upgrade=success',
      cancelUrl: 'https://app.example.com/client/billing',
    };
    const url = new URL(checkoutHref(link)!);
    expect(url.origin + url.pathname).toBe('https://shop.example.com/checkout/buy/42');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'checkout[email]': 'ann@example.com',
      'checkout[custom][user_id]': 'u1',
      'checkout[custom][workspace_id]': 'w1',
      'checkout[custom][data]': '{"tier":"tier1"}',
      success_url: 'https://app.example.com/app/billing?upgrade=success',
      cancel_url: 'https://app.example.com/client/billing',
    });
    expect(checkoutHref({ ...link, variantId: 'placeholder' })).toBeNull();
  });
});
