// Data-retention rules of docs/product/states.md, validation.md, limits.md and docs/product/plans-and-retention.md#retention.

import type { PlanName } from './plans.ts';

const DAY_MS = 86_400_000;

/** A free workspace's data is deleted this many days after its trial ended (docs/product/plans-and-retention.md). */
export const RETENTION_GRACE_DAYS = 30;
/** docs/product/limits.md: the warning shows by itself at 7 days or fewer; the call-to-action bands are 7 and 14 days. */
export const RETENTION_AUTO_SHOW_DAYS = 7;
export const RETENTION_CTA_DAYS = 14;
/** Owners are e-mailed this many days before the deletion date. */
export const RETENTION_EMAIL_DAYS = [14, 7, 3, 1] as const;
/** docs/product/limits.md client timings. */
export const RETENTION_POLL_MS = 60_000;
export const RETENTION_WS_RECONNECT_MS = 5_000;
export const RETENTION_PROVIDER_REFRESH_MS = 360 * 60_000;
export const EXPORT_SUBMITTED_MESSAGE_MS = 3_000;

export const WARNING_LEVELS = ['critical', 'high', 'warning', 'info', 'none'] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

/** Retention status `status`: still on trial, counting down on free, or never deleted. */
export type RetentionState = 'trial' | 'limited' | 'unlimited';

/** docs/product/plans-and-retention.md: critical <= 1 day, high <= 3, warning <= 7, info <= 14, none above (or no date). */
export function warningLevel(daysRemaining: number | null): WarningLevel {
  if (daysRemaining === null) return 'none';
  if (daysRemaining <= 1) return 'critical';
  if (daysRemaining <= 3) return 'high';
  if (daysRemaining <= 7) return 'warning';
  if (daysRemaining <= 14) return 'info';
  return 'none';
}

/** docs/product/states.md colours of each level. */
export const WARNING_COLOURS: Readonly<Record<Exclude<WarningLevel, 'none'>, 'red' | 'orange' | 'yellow' | 'blue'>> = {
  critical: 'red',
  high: 'orange',
  warning: 'yellow',
  info: 'blue',
};

/** When a free workspace's data goes: 30 days after its trial ended, or after it fell back to free. */
export function deletionDate(freeSince: string): string {
  return new Date(Date.parse(freeSince) + RETENTION_GRACE_DAYS * DAY_MS).toISOString();
}

/** Whole days until a date, a part day counting as a day; 0 once it has passed. */
export function daysUntil(date: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(date) - now) / DAY_MS));
}

/** The parts of docs/product/data.md's retention status the call-to-action rules read. */
export interface RetentionFacts {
  isExempt: boolean;
  status: RetentionState;
  daysRemaining: number | null;
  plan: PlanName;
  upgradeRecommended: boolean;
  exports: { canExport: boolean };
}

/** docs/product/validation.md: exempt or unlimited accounts get no warning message at all. */
export const isWarnable = (facts: Pick<RetentionFacts, 'isExempt' | 'status'>): boolean => !facts.isExempt && facts.status !== 'unlimited';

/** docs/product/validation.md: export call to action only if not exempt, not unlimited, daysRemaining 14 or less and exports.canExport. */
export function showExportCta(facts: RetentionFacts): boolean {
  return isWarnable(facts) && facts.daysRemaining !== null && facts.daysRemaining <= RETENTION_CTA_DAYS && facts.exports.canExport;
}

/** docs/product/validation.md: upgrade call to action only on the free plan when daysRemaining is 7 or less or an upgrade is recommended. */
export function showUpgradeCta(facts: RetentionFacts): boolean {
  if (!isWarnable(facts) || facts.plan !== 'free') return false;
  return (facts.daysRemaining !== null && facts.daysRemaining <= RETENTION_AUTO_SHOW_DAYS) || facts.upgradeRecommended;
}

/** docs/product/limits.md: the warning shows by itself at 7 days or fewer. */
export function showsAutomatically(facts: Pick<RetentionFacts, 'isExempt' | 'status' | 'daysRemaining'>): boolean {
  return isWarnable(facts) && facts.daysRemaining !== null && facts.daysRemaining <= RETENTION_AUTO_SHOW_DAYS;
}

/** docs/product/states.md: upgrade path free -> starter -> pro; pro has nothing above it. */
export function upgradeTarget(plan: PlanName): PlanName | null {
  return plan === 'free' ? 'starter' : plan === 'starter' ? 'pro' : null;
}
