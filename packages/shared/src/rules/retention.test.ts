import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  deletionDate,
  showExportCta,
  showsAutomatically,
  showUpgradeCta,
  upgradeTarget,
  warningLevel,
  type RetentionFacts,
} from './retention.ts';

const facts = (more: Partial<RetentionFacts> = {}): RetentionFacts => ({
  isExempt: false,
  status: 'limited',
  daysRemaining: 10,
  plan: 'free',
  upgradeRecommended: false,
  exports: { canExport: true },
  ...more,
});

describe('warning levels (docs/product/plans-and-retention.md)', () => {
  it.each([
    [0, 'critical'],
    [1, 'critical'],
    [2, 'high'],
    [3, 'high'],
    [4, 'warning'],
    [7, 'warning'],
    [8, 'info'],
    [14, 'info'],
    [15, 'none'],
    [null, 'none'],
  ] as const)('%s days is %s', (days, level) => {
    expect(warningLevel(days)).toBe(level);
  });
});

describe('deletion date', () => {
  it('is 30 days after the trial ended, and days count down to it (a part day counts)', () => {
    expect(deletionDate('2026-01-01T12:00:00.000Z')).toBe('2026-01-31T12:00:00.000Z');
    const now = Date.parse('2026-01-30T13:00:00Z');
    expect(daysUntil('2026-01-31T12:00:00.000Z', now)).toBe(1);
    expect(daysUntil('2026-01-31T12:00:00.000Z', Date.parse('2026-02-05T00:00:00Z'))).toBe(0);
  });
});

describe('call-to-action rules (docs/product/validation.md)', () => {
  it('offers the export at 14 days or fewer when the caller can export, never to exempt or unlimited accounts', () => {
    expect(showExportCta(facts({ daysRemaining: 14 }))).toBe(true);
    expect(showExportCta(facts({ daysRemaining: 15 }))).toBe(false);
    expect(showExportCta(facts({ daysRemaining: null }))).toBe(false);
    expect(showExportCta(facts({ exports: { canExport: false } }))).toBe(false);
    expect(showExportCta(facts({ isExempt: true }))).toBe(false);
    expect(showExportCta(facts({ status: 'unlimited' }))).toBe(false);
  });

  it('offers the upgrade on free at 7 days or fewer or when recommended', () => {
    expect(showUpgradeCta(facts({ daysRemaining: 7 }))).toBe(true);
    expect(showUpgradeCta(facts({ daysRemaining: 8 }))).toBe(false);
    expect(showUpgradeCta(facts({ daysRemaining: 30, upgradeRecommended: true }))).toBe(true);
    expect(showUpgradeCta(facts({ daysRemaining: 1, plan: 'starter' }))).toBe(false);
    expect(showUpgradeCta(facts({ daysRemaining: 1, isExempt: true }))).toBe(false);
  });

  it('shows the warning by itself at 7 days or fewer, never for exempt or unlimited accounts', () => {
    expect(showsAutomatically(facts({ daysRemaining: 7 }))).toBe(true);
    expect(showsAutomatically(facts({ daysRemaining: 8 }))).toBe(false);
    expect(showsAutomatically(facts({ daysRemaining: 0, status: 'unlimited' }))).toBe(false);
    expect(showsAutomatically(facts({ daysRemaining: 0, isExempt: true }))).toBe(false);
  });

  it('upgrades free to starter to pro', () => {
    expect(upgradeTarget('free')).toBe('starter');
    expect(upgradeTarget('starter')).toBe('pro');
    expect(upgradeTarget('pro')).toBeNull();
  });
});
