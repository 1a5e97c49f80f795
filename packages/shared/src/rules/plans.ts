// Plans and entitlements (docs/product/plans-and-retention.md#entitlements): the one table the
// server enforces and every screen shows. `-1` means unlimited (docs/product/data.md).

export const PLAN_NAMES = ['free', 'starter', 'pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** What a workspace is entitled to: its plan, or `trial` while its 14-day trial runs (Pro limits). */
export type EntitlementPlan = PlanName | 'trial';

export const UNLIMITED = -1;

/** docs/product/data.md retention config `limits`. */
export interface PlanLimits {
  maxComments: number;
  maxProjects: number;
  maxIntegrations: number;
}

export const ENTITLEMENTS: Readonly<Record<EntitlementPlan, PlanLimits>> = {
  trial: { maxComments: UNLIMITED, maxProjects: UNLIMITED, maxIntegrations: UNLIMITED },
  free: { maxComments: 200, maxProjects: 1, maxIntegrations: 0 },
  starter: { maxComments: 1_000, maxProjects: 5, maxIntegrations: 2 },
  pro: { maxComments: UNLIMITED, maxProjects: UNLIMITED, maxIntegrations: UNLIMITED },
};

/** docs/product/data.md retention status `stats`: what a workspace holds, counted against its limits. */
export interface Usage {
  comments: number;
  projects: number;
  integrations: number;
}
export type LimitKind = keyof Usage;
export const LIMIT_KINDS: readonly LimitKind[] = ['comments', 'projects', 'integrations'];

export const limitOf = (limits: PlanLimits, kind: LimitKind): number =>
  kind === 'comments' ? limits.maxComments : kind === 'projects' ? limits.maxProjects : limits.maxIntegrations;

export const isUnlimited = (limit: number): boolean => limit === UNLIMITED;

/** Whether one more item of this kind fits: `used` is what is stored before the write. */
export const hasRoomFor = (used: number, limit: number): boolean => isUnlimited(limit) || used < limit;

/**
 * docs/product/validation.md: the share of a limit in use, 0-100. Unlimited is shown as 0%; a limit of 0 (nothing
 * included in the plan) is shown full, since not one more fits.
 */
export function usagePercent(used: number, limit: number): number {
  if (isUnlimited(limit)) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** docs/product/validation.md / docs/product/limits.md: a limit is being approached from 80% of it. */
export const USAGE_ALERT_PERCENT = 80;
const USAGE_WARN_PERCENT = 60;

export type UsageColour = 'green' | 'yellow' | 'red';

/** docs/product/validation.md usage bars: green under 60%, yellow from 60%, red from 80%. */
export function usageColour(percent: number): UsageColour {
  if (percent >= USAGE_ALERT_PERCENT) return 'red';
  if (percent >= USAGE_WARN_PERCENT) return 'yellow';
  return 'green';
}

/**
 * docs/product/validation.md: the limits at or past 80%. Unlimited limits are never approached, and neither is a limit of
 * 0 (a feature the plan does not include is not something one approaches).
 */
export function approachingLimits(usage: Usage, limits: PlanLimits): LimitKind[] {
  return LIMIT_KINDS.filter((kind) => {
    const limit = limitOf(limits, kind);
    return limit > 0 && (usage[kind] / limit) * 100 >= USAGE_ALERT_PERCENT;
  });
}

/** The plan a workspace is entitled to now. `trialEndsAt` in the future on the free plan is a trial. */
export function entitlementPlan(plan: PlanName, trialEndsAt: string | null, now: number, plansEnabled = true): EntitlementPlan {
  if (!plansEnabled) return 'pro';
  if (plan !== 'free') return plan;
  return trialEndsAt !== null && Date.parse(trialEndsAt) > now ? 'trial' : 'free';
}
