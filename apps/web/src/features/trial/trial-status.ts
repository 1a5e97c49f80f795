import { TRIAL_BANNER_DAYS, TRIAL_MODAL_DAYS, type Workspace } from '@commentflow/shared';

const DAY_MS = 86_400_000;

export interface TrialStatus {
  /** Spec §3 trial status: whole days left, or null when the workspace is not on a trial. */
  daysRemaining: number | null;
  ended: boolean;
  showBanner: boolean;
  /** The modal's warning is raised in the last TRIAL_MODAL_DAYS days (spec §4). */
  warning: boolean;
}

/** Days from the workspace's trial end (decisions.md: a free workspace's 14-day trial). */
export function trialStatus(workspace: Pick<Workspace, 'plan' | 'trialEndsAt'>, now: number): TrialStatus {
  if (workspace.plan !== 'free' || !workspace.trialEndsAt) return { daysRemaining: null, ended: false, showBanner: false, warning: false };
  const left = Date.parse(workspace.trialEndsAt) - now;
  const daysRemaining = Math.max(0, Math.ceil(left / DAY_MS));
  return {
    daysRemaining,
    ended: left <= 0,
    showBanner: daysRemaining <= TRIAL_BANNER_DAYS,
    warning: daysRemaining <= TRIAL_MODAL_DAYS,
  };
}
