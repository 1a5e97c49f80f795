// Checkout tiers (docs/product/data.md, states.md, api.md; docs/product/plans-and-retention.md#entitlements).

import type { PlanName } from './plans.ts';

export const CHECKOUT_TIERS = ['tier1', 'tier2', 'tier3'] as const;
export type CheckoutTier = (typeof CHECKOUT_TIERS)[number];

/** What each tier buys: tier1 Starter, tier2 Pro, tier3 Pro billed yearly. */
export const TIER_PLANS: Readonly<Record<CheckoutTier, { plan: Exclude<PlanName, 'free'>; interval: 'month' | 'year' }>> = {
  tier1: { plan: 'starter', interval: 'month' },
  tier2: { plan: 'pro', interval: 'month' },
  tier3: { plan: 'pro', interval: 'year' },
};

/** docs/product/states.md: the ladder tier1 -> tier2 -> tier3; the last has no next. */
export function nextTier(tier: CheckoutTier): CheckoutTier | null {
  const index = CHECKOUT_TIERS.indexOf(tier);
  return CHECKOUT_TIERS[index + 1] ?? null;
}

/** The tier that buys a plan (monthly), e.g. for /billing?upgrade=starter. */
export function tierForPlan(plan: Exclude<PlanName, 'free'>): CheckoutTier {
  return plan === 'starter' ? 'tier1' : 'tier2';
}

/** The variant id of a tier nobody configured (docs/product/data.md "placeholders, not configured"). */
export const PLACEHOLDER_VARIANT_ID = 'placeholder';

/** docs/product/validation.md: checkout refuses to open while the variant id is still a placeholder. */
export const isPlaceholderVariant = (variantId: string | null | undefined): boolean =>
  !variantId || variantId.trim() === '' || variantId === PLACEHOLDER_VARIANT_ID;

export const CHECKOUT_NOT_CONFIGURED_ALERT = 'Payment system not configured yet. Please contact support.';

export interface CheckoutLink {
  /** The store's checkout base (CHECKOUT_URL), e.g. https://store.lemonsqueezy.com/checkout/buy */
  checkoutUrl: string;
  variantId: string;
  email: string;
  userId: string;
  workspaceId: string;
  /** Carried back in the provider's webhook as custom data. */
  data: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/**
 * docs/product/api.md: the hosted payment page with email, custom user_id, custom workspace_id, custom data,
 * success_url and cancel_url, in Lemon Squeezy's `checkout[...]` form; the provider sends the custom
 * fields back in `meta.custom_data`, which is how its webhook names the workspace.
 * Null when the tier's variant is a placeholder.
 */
export function checkoutHref(link: CheckoutLink): string | null {
  if (isPlaceholderVariant(link.variantId)) return null;
  const url = new URL(`${link.checkoutUrl.replace(/\/+$/, '')}/${encodeURIComponent(link.variantId)}`);
  url.searchParams.set('checkout[email]', link.email);
  url.searchParams.set('checkout[custom][user_id]', link.userId);
  url.searchParams.set('checkout[custom][workspace_id]', link.workspaceId);
  url.searchParams.set('checkout[custom][data]', JSON.stringify(link.data));
  url.searchParams.set('success_url', link.successUrl);
  url.searchParams.set('cancel_url', link.cancelUrl);
  return url.toString();
}

/** Where the provider sends the buyer back (docs/product/screens.md). */
export const CHECKOUT_SUCCESS_PATH = '/app/billing?upgrade=success';
export const BILLING_PATH = '/client/billing';
