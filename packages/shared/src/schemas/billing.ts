import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { Plan } from './workspace.ts';
import { Limits, UsageStats } from './retention.ts';
import { CHECKOUT_TIERS } from '../rules/checkout.ts';

// Billing (docs/product/screens.md, data.md, api.md; docs/product/plans-and-retention.md#checkout, "Plans, entitlements and checkout tiers").

export const CheckoutTierId = z.enum(CHECKOUT_TIERS);

/** docs/product/data.md checkout plan: id, name, variantId, price; `variantId` is the placeholder until configured. */
export const CheckoutPlan = z.object({
  id: CheckoutTierId,
  name: z.string(),
  plan: z.enum(['starter', 'pro']),
  interval: z.enum(['month', 'year']),
  variantId: z.string(),
  /** As configured (CHECKOUT_PRICE_TIERn), e.g. "$19"; null when not set. */
  price: z.string().nullable(),
  next: CheckoutTierId.nullable(),
});
export type CheckoutPlan = z.infer<typeof CheckoutPlan>;

/** Public: the plans, their limits and the checkout tiers, for /premium and Billing. */
export const BillingPlansResponse = z.object({
  /** PLANS=off: every workspace is unlimited and nothing is sold. */
  plansEnabled: z.boolean(),
  checkoutUrl: z.string(),
  entitlements: z.object({ trial: Limits, free: Limits, starter: Limits, pro: Limits }),
  tiers: z.array(CheckoutPlan),
});
export type BillingPlansResponse = z.infer<typeof BillingPlansResponse>;

export const SubscriptionState = z.object({
  status: z.string(),
  tier: CheckoutTierId.nullable(),
  variantId: z.string(),
  renewsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  updatedAt: Timestamp,
});

export const Invoice = z.object({
  id: z.string(),
  status: z.string(),
  total: z.string(),
  url: z.string().nullable(),
  createdAt: Timestamp,
});

/** A workspace's billing: plan, trial, usage against limits, subscription and invoices. */
export const WorkspaceBillingResponse = z.object({
  workspaceId: Id,
  plansEnabled: z.boolean(),
  plan: Plan,
  onTrial: z.boolean(),
  trialEndsAt: Timestamp.nullable(),
  trialDaysRemaining: z.number().int().nullable(),
  deletionDate: Timestamp.nullable(),
  isExempt: z.boolean(),
  limits: Limits,
  usage: UsageStats,
  subscription: SubscriptionState.nullable(),
  invoices: z.array(Invoice),
  canManage: z.boolean(),
});
export type WorkspaceBillingResponse = z.infer<typeof WorkspaceBillingResponse>;

/**
 * The provider's webhook body (Lemon Squeezy's JSON:API shape), read loosely: only the fields used are
 * checked, the rest is the provider's business.
 */
export const BillingWebhookBody = z.object({
  meta: z.object({
    event_name: z.string(),
    event_id: z.string().optional(),
    webhook_id: z.string().optional(),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
  }),
  data: z.object({
    type: z.string(),
    id: z.string(),
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type BillingWebhookBody = z.infer<typeof BillingWebhookBody>;
