import type { Transaction } from 'kysely';
import { CHECKOUT_TIERS, TIER_PLANS, type CheckoutTier } from '@commentflow/shared';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';

/** The subscription fields CommentFlow keeps, read from the provider's `subscriptions` resource. */
export interface ProviderSubscription {
  id: string;
  variantId: string;
  status: string;
  renewsAt: string | null;
  endsAt: string | null;
  /** The provider's time of this state: an older one never overwrites a newer one. */
  updatedAt: string;
}

/**
 * Statuses that keep the plan paid for: active, on the provider's own trial, a failed payment still
 * being retried, and a cancellation that runs to the end of the paid period (`ends_at`).
 */
const PAID_STATUSES = new Set(['active', 'on_trial', 'past_due', 'cancelled']);

export type ApplyOutcome = 'applied' | 'stale' | 'unknown-variant';

export function tierOfVariant(config: BillingConfig, variantId: string): CheckoutTier | null {
  return CHECKOUT_TIERS.find((tier) => config.variants[tier] === variantId) ?? null;
}

/**
 * Brings a workspace's plan in line with its subscription. A paid status gives the tier's plan; any
 * other (paused, unpaid, expired) puts the workspace back on free, its 30 days of retention starting now.
 */
export async function applySubscription(
  trx: Transaction<Database>,
  config: BillingConfig,
  workspaceId: string,
  subscription: ProviderSubscription,
  now = new Date(),
): Promise<ApplyOutcome> {
  const tier = tierOfVariant(config, subscription.variantId);
  if (!tier) return 'unknown-variant';
  const stored = await trx
    .selectFrom('billing_subscriptions')
    .select('provider_updated_at')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (stored && Date.parse(stored.provider_updated_at) > Date.parse(subscription.updatedAt)) return 'stale';

  const row = {
    provider_subscription_id: subscription.id,
    variant_id: subscription.variantId,
    tier,
    status: subscription.status,
    renews_at: subscription.renewsAt,
    ends_at: subscription.endsAt,
    provider_updated_at: new Date(subscription.updatedAt).toISOString(),
    updated_at: now.toISOString(),
  };
  await trx
    .insertInto('billing_subscriptions')
    .values({ workspace_id: workspaceId, created_at: now.toISOString(), ...row })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet(row))
    .execute();

  const paid = PAID_STATUSES.has(subscription.status) && !(subscription.endsAt && Date.parse(subscription.endsAt) <= now.getTime());
  const workspace = await trx
    .selectFrom('workspaces')
    .select(['plan', 'free_since'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const plan = paid ? TIER_PLANS[tier].plan : 'free';
  await trx
    .updateTable('workspaces')
    .set({
      plan,
      // The retention clock starts when a paid workspace falls back to free, and stops when it pays.
      free_since: plan === 'free' ? (workspace.plan === 'free' ? workspace.free_since : now.toISOString()) : null,
      ...(plan !== 'free' && { retention_mailed_days: null }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', workspaceId)
    .execute();
  return 'applied';
}
