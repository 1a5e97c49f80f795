import { BILLING_PATH, CHECKOUT_NOT_CONFIGURED_ALERT, CHECKOUT_SUCCESS_PATH, checkoutHref, type CheckoutPlan } from '@commentflow/shared';
import { trackEvent } from '../../lib/analytics.ts';

export interface CheckoutBuyer {
  email: string;
  userId: string;
  workspaceId: string;
}

/**
 * docs/product/validation.md, api.md: the hosted payment page in a new tab, or, while the tier's variant id is still the
 * placeholder, nothing but the spec's alert. `noopener`: the provider's page gets no handle on the
 * dashboard's window.
 */
export function openCheckout(tier: CheckoutPlan, checkoutUrl: string, buyer: CheckoutBuyer): void {
  const origin = window.location.origin;
  const href = checkoutHref({
    checkoutUrl,
    variantId: tier.variantId,
    ...buyer,
    data: { tier: tier.id, plan: tier.plan },
    successUrl: origin + CHECKOUT_SUCCESS_PATH,
    cancelUrl: origin + BILLING_PATH,
  });
  if (!href) {
    window.alert(CHECKOUT_NOT_CONFIGURED_ALERT);
    return;
  }
  trackEvent({ category: 'subscription', action: 'upgrade_click', label: tier.plan });
  window.open(href, '_blank', 'noopener');
}
