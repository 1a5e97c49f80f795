import { CHECKOUT_TIERS, ENTITLEMENTS, nextTier, PLACEHOLDER_VARIANT_ID, TIER_PLANS, type BillingPlansResponse } from '@commentflow/shared';
import type { BillingConfig } from '../../config.ts';

const TIER_NAMES = { tier1: 'Starter', tier2: 'Pro', tier3: 'Pro (yearly)' } as const;

/** docs/product/data.md checkout plans from configuration: an unset variant id stays the placeholder. */
export function checkoutPlans(config: BillingConfig): BillingPlansResponse {
  return {
    plansEnabled: config.plansEnabled,
    checkoutUrl: config.checkoutUrl,
    entitlements: { ...ENTITLEMENTS },
    tiers: CHECKOUT_TIERS.map((id) => ({
      id,
      name: TIER_NAMES[id],
      plan: TIER_PLANS[id].plan,
      interval: TIER_PLANS[id].interval,
      variantId: config.variants[id] ?? PLACEHOLDER_VARIANT_ID,
      price: config.prices[id],
      next: nextTier(id),
    })),
  };
}
