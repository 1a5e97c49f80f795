import { TRIAL_BANNER_DAYS, TRIAL_MODAL_DAYS, type Workspace } from '@commentflow/shared';
import { canExport } from '../data-export/can-export.ts';

const DAY_MS = 86_400_000;

export interface TrialStatus {
  /** docs/product/data.md trial status: whole days left, or null when the workspace is not on a trial. */
  daysRemaining: number | null;
  ended: boolean;
  showBanner: boolean;
  /** The modal's warning is raised in the last TRIAL_MODAL_DAYS days (docs/product/states.md). */
  warning: boolean;
  /**
   * docs/product/validation.md: the export call to action, for those who may export (owners and admins), once the
   * workspace holds feedback: a new, empty workspace is not pushed to export nothing (Settings offers it anyway).
   */
  showExport: boolean;
}

const NO_TRIAL: TrialStatus = { daysRemaining: null, ended: false, showBanner: false, warning: false, showExport: false };

/**
 * Days from the workspace's trial end (docs/product/plans-and-retention.md: a free workspace's 14-day trial). Paid plans
 * (`unlimited`) and exempt workspaces are never warned (docs/product/validation.md, roles.md).
 */
export function trialStatus(
  workspace: Pick<Workspace, 'plan' | 'trialEndsAt' | 'exempt' | 'role'>,
  now: number,
  holdsFeedback: boolean,
): TrialStatus {
  if (workspace.exempt || workspace.plan !== 'free' || !workspace.trialEndsAt) return NO_TRIAL;
  const left = Date.parse(workspace.trialEndsAt) - now;
  // Once ended, the retention warning (features/retention) takes over: free, deletion 30 days later.
  if (left <= 0) return NO_TRIAL;
  const daysRemaining = Math.max(0, Math.ceil(left / DAY_MS));
  const showBanner = daysRemaining <= TRIAL_BANNER_DAYS;
  return {
    daysRemaining,
    ended: left <= 0,
    showBanner,
    warning: daysRemaining <= TRIAL_MODAL_DAYS,
    showExport: showBanner && holdsFeedback && canExport(workspace.role),
  };
}
