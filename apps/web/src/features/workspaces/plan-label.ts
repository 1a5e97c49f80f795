import { entitlementPlan, type EntitlementPlan, type Role, type Workspace } from '@commentflow/shared';
import { i18n } from '../../lib/i18n/i18n.ts';

type PlanFields = Pick<Workspace, 'plan' | 'trialEndsAt'>;

/**
 * What the workspace is on now: its plan, or `trial` while a free workspace's 14-day trial runs
 * (docs/product/plans-and-retention.md#retention), by the same rule the server enforces.
 */
export function workspaceEntitlement(workspace: PlanFields, now = Date.now()): EntitlementPlan {
  return entitlementPlan(workspace.plan, workspace.trialEndsAt, now);
}

/**
 * The one wording of the workspace's plan ('Pro trial', 'Free plan', 'Starter plan', 'Pro plan'),
 * shown alike by the sidebar, the workspace switcher and list, Billing and the admin's table, so that
 * no screen calls a workspace on its trial 'Free' while another calls it 'Pro trial'. Callers render
 * inside a component using useTranslation, so they follow a language switch.
 */
export function planLabel(workspace: PlanFields, now = Date.now()): string {
  return entitlementLabel(workspaceEntitlement(workspace, now));
}

/** The same wording from an entitlement the server reported (Billing, which knows whether plans are on). */
export function entitlementLabel(entitlement: EntitlementPlan): string {
  return i18n.t(`common:plan.${entitlement}`);
}

/** The trial's countdown in the same words everywhere ('Your Pro trial ends in 2 weeks'): the banner, the popup, Billing. */
export function trialEndsText(daysRemaining: number, formatDays: (days: number) => string): string {
  return daysRemaining === 0 ? i18n.t('common:trial.endsToday') : i18n.t('common:trial.endsIn', { time: formatDays(daysRemaining) });
}

export function roleLabel(role: Role): string {
  return i18n.t(`common:role.${role}`);
}
