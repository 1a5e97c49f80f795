import type { Kysely } from 'kysely';
import { can, CHECKOUT_TIERS, type Role, type WorkspaceBillingResponse } from '@commentflow/shared';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { countUsage } from './count-usage.ts';
import { planState } from './plan-state.ts';
import { loadWorkspace } from './retention-status.ts';

const INVOICES_SHOWN = 24;

/** Billing section: plan and trial, usage against the limits, and what the provider told us. */
export async function workspaceBilling(
  db: Kysely<Database>,
  config: BillingConfig,
  caller: { workspaceId: string; role: Role },
  now: number,
): Promise<WorkspaceBillingResponse> {
  const workspace = await loadWorkspace(db, caller.workspaceId);
  const state = planState(workspace, now, config.plansEnabled);
  const [usage, subscription, invoices] = await Promise.all([
    countUsage(db, caller.workspaceId),
    db.selectFrom('billing_subscriptions').selectAll().where('workspace_id', '=', caller.workspaceId).executeTakeFirst(),
    db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('workspace_id', '=', caller.workspaceId)
      .orderBy('created_at', 'desc')
      .limit(INVOICES_SHOWN)
      .execute(),
  ]);
  return {
    workspaceId: workspace.id,
    plansEnabled: config.plansEnabled,
    plan: config.plansEnabled ? workspace.plan : 'pro',
    onTrial: state.onTrial,
    trialEndsAt: workspace.trial_ends_at,
    trialDaysRemaining: state.trialDaysRemaining,
    deletionDate: workspace.exempt === 1 ? null : state.deletionDate,
    isExempt: workspace.exempt === 1,
    limits: { ...state.limits },
    usage,
    subscription: subscription
      ? {
          status: subscription.status,
          tier: subscription.tier && CHECKOUT_TIERS.includes(subscription.tier) ? subscription.tier : null,
          variantId: subscription.variant_id,
          renewsAt: subscription.renews_at,
          endsAt: subscription.ends_at,
          updatedAt: subscription.provider_updated_at,
        }
      : null,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      status: invoice.status,
      total: invoice.total,
      url: invoice.url,
      createdAt: invoice.created_at,
    })),
    canManage: can(caller.role, 'workspace:update'),
  };
}
