import {
  daysUntil,
  deletionDate,
  ENTITLEMENTS,
  entitlementPlan,
  type EntitlementPlan,
  type PlanLimits,
  type RetentionState,
} from '@commentflow/shared';
import type { WorkspaceRow } from '../../db/schema.ts';

/** Where a workspace stands: what it may hold, whether its trial runs, and when a free one's data goes. */
export interface PlanState {
  entitlement: EntitlementPlan;
  limits: PlanLimits;
  onTrial: boolean;
  trialDaysRemaining: number | null;
  status: RetentionState;
  /** Free workspaces only (never exempt ones): 30 days after the trial ended or the paid plan lapsed. */
  deletionDate: string | null;
  daysRemaining: number | null;
}

type PlanFields = Pick<WorkspaceRow, 'plan' | 'trial_ends_at' | 'free_since' | 'exempt' | 'created_at'>;

/**
 * docs/product/plans-and-retention.md#retention: a new workspace is on a 14-day trial with Pro
 * limits; once it ends unpaid the workspace is free, and its data is deleted 30 days later. Paid plans,
 * exempt workspaces and every workspace under PLANS=off are `unlimited`. During the trial the date is
 * already known (trial end + 30 days) and counted down to, far from any warning.
 */
export function planState(workspace: PlanFields, now: number, plansEnabled: boolean): PlanState {
  const entitlement = entitlementPlan(workspace.plan, workspace.trial_ends_at, now, plansEnabled);
  const onTrial = entitlement === 'trial';
  const trialDaysRemaining = onTrial && workspace.trial_ends_at ? daysUntil(workspace.trial_ends_at, now) : null;
  const retained = (entitlement === 'free' || onTrial) && workspace.exempt !== 1;
  // The later of the trial's end and the fall back to free starts the 30 days.
  const freeSince =
    [workspace.trial_ends_at, workspace.free_since]
      .filter((date): date is string => date !== null)
      .sort()
      .at(-1) ?? workspace.created_at;
  const deletion = retained ? deletionDate(freeSince) : null;
  return {
    entitlement,
    limits: ENTITLEMENTS[entitlement],
    onTrial,
    trialDaysRemaining,
    status: !retained ? 'unlimited' : onTrial ? 'trial' : 'limited',
    deletionDate: deletion,
    daysRemaining: deletion ? daysUntil(deletion, now) : null,
  };
}
