import { describe, expect, it } from 'vitest';
import { trialStatus } from './trial-status.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

describe('trial status (spec §4)', () => {
  it('has no trial on paid plans or without an end date', () => {
    expect(trialStatus({ plan: 'pro', trialEndsAt: inDays(5) }, NOW)).toMatchObject({ daysRemaining: null, showBanner: false, warning: false });
    expect(trialStatus({ plan: 'free', trialEndsAt: null }, NOW).daysRemaining).toBeNull();
  });

  it('shows the banner from 14 days and the modal warning from 3 days', () => {
    expect(trialStatus({ plan: 'free', trialEndsAt: inDays(15) }, NOW)).toMatchObject({ daysRemaining: 15, showBanner: false });
    expect(trialStatus({ plan: 'free', trialEndsAt: inDays(14) }, NOW)).toMatchObject({ daysRemaining: 14, showBanner: true, warning: false });
    expect(trialStatus({ plan: 'free', trialEndsAt: inDays(10) }, NOW)).toMatchObject({ daysRemaining: 10, showBanner: true, warning: false });
    expect(trialStatus({ plan: 'free', trialEndsAt: inDays(3) }, NOW)).toMatchObject({ daysRemaining: 3, warning: true });
  });

  it('counts a part day as a day and an ended trial as 0', () => {
    expect(trialStatus({ plan: 'free', trialEndsAt: inDays(0.2) }, NOW)).toMatchObject({ daysRemaining: 1, ended: false });
    expect(trialStatus({ plan: 'starter', trialEndsAt: inDays(-2) }, NOW).daysRemaining).toBeNull();
    expect(trialStatus({ plan: 'free', trialEndsAt: inDays(-2) }, NOW)).toMatchObject({ daysRemaining: 0, ended: true, warning: true });
  });
});
