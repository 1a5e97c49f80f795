import { describe, expect, it } from 'vitest';
import { approachingLimits, ENTITLEMENTS, entitlementPlan, hasRoomFor, usageColour, usagePercent } from './plans.ts';

describe('entitlements (docs/product/plans-and-retention.md)', () => {
  it('gives a trial Pro limits, free 200/1/0, starter 1000/5/2 and pro unlimited', () => {
    expect(ENTITLEMENTS.trial).toEqual(ENTITLEMENTS.pro);
    expect(ENTITLEMENTS.free).toEqual({ maxComments: 200, maxProjects: 1, maxIntegrations: 0 });
    expect(ENTITLEMENTS.starter).toEqual({ maxComments: 1000, maxProjects: 5, maxIntegrations: 2 });
    expect(ENTITLEMENTS.pro).toEqual({ maxComments: -1, maxProjects: -1, maxIntegrations: -1 });
  });

  it('is a trial while a free workspace trial has not ended, free after, the bought plan otherwise', () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    expect(entitlementPlan('free', '2026-01-11T00:00:00Z', now)).toBe('trial');
    expect(entitlementPlan('free', '2026-01-10T00:00:00Z', now)).toBe('free');
    expect(entitlementPlan('free', null, now)).toBe('free');
    expect(entitlementPlan('starter', '2026-01-11T00:00:00Z', now)).toBe('starter');
    expect(entitlementPlan('free', null, now, false)).toBe('pro');
  });

  it('lets one more in below the limit, never at it, always when unlimited', () => {
    expect(hasRoomFor(4, 5)).toBe(true);
    expect(hasRoomFor(5, 5)).toBe(false);
    expect(hasRoomFor(0, 0)).toBe(false);
    expect(hasRoomFor(1_000_000, -1)).toBe(true);
  });
});

describe('usage bars (docs/product/validation.md)', () => {
  it('shows an unlimited limit as 0% and a limit of 0 as full', () => {
    expect(usagePercent(5_000, -1)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(50, 200)).toBe(25);
    expect(usagePercent(300, 200)).toBe(100);
  });

  it.each([
    [0, 'green'],
    [59, 'green'],
    [60, 'yellow'],
    [79, 'yellow'],
    [80, 'red'],
    [100, 'red'],
  ] as const)('%i%% is %s', (percent, colour) => {
    expect(usageColour(percent)).toBe(colour);
  });

  it('approaches a limit from 80%, never an unlimited one or one of 0', () => {
    expect(approachingLimits({ comments: 160, projects: 0, integrations: 0 }, ENTITLEMENTS.free)).toEqual(['comments']);
    expect(approachingLimits({ comments: 159, projects: 0, integrations: 0 }, ENTITLEMENTS.free)).toEqual([]);
    expect(approachingLimits({ comments: 800, projects: 4, integrations: 1 }, ENTITLEMENTS.starter)).toEqual(['comments', 'projects']);
    expect(approachingLimits({ comments: 10 ** 6, projects: 99, integrations: 9 }, ENTITLEMENTS.pro)).toEqual([]);
  });
});
